import { browser } from "wxt/browser";
import { defineBackground } from "wxt/utils/define-background";
import { readJobPage } from "../lib/read-job-page.ts";

/** Firefox has a sidebar instead of Chrome's side panel; its API is not in Chrome's types. */
type FirefoxSidebar = { sidebarAction?: { open(): Promise<void> } };

function openPanel(windowId: number): void {
  if (browser.sidePanel) {
    void browser.sidePanel.open({ windowId });
  } else {
    void (browser as unknown as FirefoxSidebar).sidebarAction?.open();
  }
}

/** The toolbar action ("Analyze this job") opens the side panel and reads the posting on the current page. */
export default defineBackground(() => {
  // MV3 has `action`; Firefox's MV2 build has `browserAction`.
  const toolbarButton = browser.action ?? browser.browserAction;
  toolbarButton.onClicked.addListener((tab) => {
    if (tab.id === undefined) return;
    // Opening the panel must happen inside the click's user gesture, so before anything is awaited.
    openPanel(tab.windowId);
    void readJobPage(tab.id, tab.url);
  });
});
