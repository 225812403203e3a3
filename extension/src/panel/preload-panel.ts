import { type CompiledTaxonomy, getTaxonomy, provideCompiledTaxonomy } from "@jobfit/core";
import { browser } from "wxt/browser";
import { COMPILED_TAXONOMY_FILE } from "../config/compiled-taxonomy-file.ts";
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
 * The skill taxonomy the build compiled and packed as a file. A development server packs none (its bundle compiles
 * the sources itself), and neither do tests: then nothing is provided.
 */
async function readCompiledTaxonomy(): Promise<CompiledTaxonomy | null> {
  try {
    // A path on the panel's own origin: the extension's package.
    const response = await fetch(`/${COMPILED_TAXONOMY_FILE}`);
    return response.ok ? ((await response.json()) as CompiledTaxonomy) : null;
  } catch {
    return null;
  }
}

/**
 * Starts every read the panel waits for, the compiled taxonomy among them, then opens the taxonomy (about 10 ms),
 * instead of one after the other (ARCHITECTURE.md section 10: a score within 300 ms).
 */
export async function preloadPanel(requestedTabId: number | null): Promise<PanelSnapshot> {
  const tabId = requestedTabId === null ? activeTabId() : Promise.resolve(requestedTabId);
  const reads = Promise.all([
    tabId,
    resumeTextItem.getValue(),
    signedInAccountItem.getValue(),
    tabId.then((id) => (id === null ? null : jobPageStateItem(id).getValue())),
  ]);
  const taxonomyOpened = readCompiledTaxonomy().then((compiled) => {
    if (compiled !== null) provideCompiledTaxonomy(compiled);
    getTaxonomy();
  });
  // Both settle before the panel renders: should a read fail, the panel reads again itself, with the taxonomy provided.
  const [snapshot] = await Promise.allSettled([reads, taxonomyOpened]);
  if (snapshot.status === "rejected") throw snapshot.reason;
  const [id, resumeText, account, jobPage] = snapshot.value;
  return { tabId: id, resumeText, account, jobPage };
}
