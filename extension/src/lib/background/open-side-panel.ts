import { browser } from "wxt/browser";

/** Firefox has a sidebar instead of Chrome's side panel; its API is not in Chrome's types. */
type FirefoxSidebar = { sidebarAction?: { open(): Promise<void> } };

/**
 * Opens the side panel (Chrome, Edge) or the sidebar (Firefox) in the tab's window. Browsers allow this only inside
 * the user's gesture (a click, a menu item, a shortcut), so it is called before anything is awaited.
 */
export function openSidePanel(windowId: number | undefined): void {
  const opened = browser.sidePanel
    ? windowId === undefined
      ? Promise.resolve()
      : browser.sidePanel.open({ windowId })
    : ((browser as unknown as FirefoxSidebar).sidebarAction?.open() ?? Promise.resolve());
  opened.catch((error: unknown) => console.warn("JobFit could not open the side panel:", error));
}
