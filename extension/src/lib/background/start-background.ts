import { browser } from "wxt/browser";
import { handleMessages } from "../../messaging/messages.ts";
import { jobPageStateItem } from "../../storage.ts";
import { analyzeActiveTab, analyzeTab } from "./analyze-tab.ts";
import type { ExtensionAuth } from "./extension-auth.ts";

/** The context-menu item and the keyboard shortcut (manifest `commands`) that do what the toolbar button does. */
export const ANALYZE_MENU_ITEM_ID = "jobfit-analyze-job";
export const ANALYZE_COMMAND = "analyze-job";

/**
 * Everything the background does, wired to the browser's events. Listeners are added synchronously on every start,
 * as an MV3 service worker must, so an event that woke it is not missed.
 */
export function startBackground({ auth }: { auth: ExtensionAuth }): void {
  // MV3 has `action`; Firefox's MV2 build has `browserAction`.
  const toolbarButton = browser.action ?? browser.browserAction;
  toolbarButton.onClicked.addListener((tab) => {
    void analyzeTab(tab);
  });

  browser.runtime.onInstalled.addListener(() => {
    browser.contextMenus.create({ id: ANALYZE_MENU_ITEM_ID, title: "Analyze this job with JobFit", contexts: ["page", "selection"] });
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId === ANALYZE_MENU_ITEM_ID) void analyzeTab(tab);
  });

  browser.commands.onCommand.addListener((command, tab) => {
    if (command === ANALYZE_COMMAND) void analyzeActiveTab(tab);
  });

  browser.runtime.onMessage.addListener(
    handleMessages({
      "jobfit:job-page-read": async ({ job, url }, sender) => {
        const tabId = sender.tab?.id;
        if (tabId === undefined) return { stored: false };
        const readAt = Date.now();
        await jobPageStateItem(tabId).setValue(job ? { status: "found", job, readAt } : { status: "not-found", url, readAt });
        return { stored: true };
      },
      "jobfit:sign-in-with-custom-token": ({ customToken }) => auth.signIn(customToken),
      "jobfit:get-id-token": async () => ({ idToken: await auth.getIdToken() }),
      "jobfit:sign-out": async () => {
        await auth.signOut();
        return { signedOut: true } as const;
      },
    }),
  );

  browser.tabs.onRemoved.addListener((tabId) => {
    void jobPageStateItem(tabId).removeValue();
  });
}
