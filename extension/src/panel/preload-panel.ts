import { getTaxonomy } from "@jobfit/core";
import { browser } from "wxt/browser";
import { type JobPageState, jobPageStateItem, resumeTextItem, type SignedInAccount, signedInAccountItem } from "../storage.ts";

/** What the panel's first render needs, read before it: with all of it, that render already shows the score. */
export interface PanelSnapshot {
  tabId: number | null;
  resumeText: string;
  account: SignedInAccount | null;
  jobPage: JobPageState | null;
}

async function activeTabId(): Promise<number | null> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id ?? null;
}

/**
 * Starts every read the panel waits for, then opens the skill taxonomy (compiled at build time, still about 10 ms)
 * while the browser answers, instead of one after the other (ARCHITECTURE.md section 10: a score within 300 ms).
 */
export async function preloadPanel(requestedTabId: number | null): Promise<PanelSnapshot> {
  const tabId = requestedTabId === null ? activeTabId() : Promise.resolve(requestedTabId);
  const reads = Promise.all([
    tabId,
    resumeTextItem.getValue(),
    signedInAccountItem.getValue(),
    tabId.then((id) => (id === null ? null : jobPageStateItem(id).getValue())),
  ]);
  getTaxonomy();
  const [id, resumeText, account, jobPage] = await reads;
  return { tabId: id, resumeText, account, jobPage };
}
