/** Driving the extension from a test: which tab is which, its storage, and the panel opened as a page for a tab. */
import type { Page, Worker } from "@playwright/test";
import type { LoadedExtension } from "./browser.ts";

/**
 * The browser's id of the tab showing `page`: found by its address where the extension may see it (every 127.0.0.1 and
 * job-board address in the e2e build), else as the active tab once the page is brought to the front.
 */
export async function tabIdOf(worker: Worker, page: Page): Promise<number> {
  await page.bringToFront();
  const tabId = await worker.evaluate(async (address) => {
    const tabs = await chrome.tabs.query({});
    const shown = tabs.find((tab) => tab.url === address) ?? tabs.find((tab) => tab.active);
    return shown?.id ?? null;
  }, page.url());
  if (tabId === null) throw new Error(`No tab shows ${page.url()}`);
  return tabId;
}

/** Writes extension storage as the extension itself would (the keys of src/storage.ts, without WXT's area prefix). */
export async function setExtensionStorage(worker: Worker, values: Record<string, unknown>): Promise<void> {
  await worker.evaluate((items) => chrome.storage.local.set(items), values);
}

export async function readExtensionStorage(worker: Worker, key: string): Promise<unknown> {
  return worker.evaluate(async (name) => (await chrome.storage.local.get(name))[name] ?? null, key);
}

/** What the extension last read on a tab (src/storage.ts, jobPageStateItem), or null. */
export async function readTabState(worker: Worker, tabId: number): Promise<unknown> {
  return worker.evaluate(async (key) => (await chrome.storage.session.get(key))[key] ?? null, `jobPage:${tabId}`);
}

/** sidepanel.html?tabId=N: the panel as a page, analyzing tab N, as the side panel does for the active tab. */
export async function openPanelFor(extension: LoadedExtension, tabId: number): Promise<Page> {
  const panel = await extension.context.newPage();
  await panel.goto(`chrome-extension://${extension.extensionId}/sidepanel.html?tabId=${tabId}`);
  return panel;
}

/** Milliseconds from the panel's navigation start to its first score on screen (the mark src/panel/first-score-mark.ts sets). */
export async function timeToFirstScore(panel: Page): Promise<number> {
  return panel.evaluate(() => {
    const [mark] = performance.getEntriesByName("jobfit:first-score");
    if (mark === undefined) throw new Error("The panel has not shown a score");
    return mark.startTime;
  });
}
