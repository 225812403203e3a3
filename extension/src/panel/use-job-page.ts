import { useEffect, useState } from "react";
import { browser } from "wxt/browser";
import { readJobPage } from "../lib/read-job-page.ts";
import { useStorageItem } from "../lib/use-storage-item.ts";
import { type JobPageState, jobPageStateItem } from "../storage.ts";

export interface JobPage {
  /** The last reading of the tab (null before any). */
  state: JobPageState | null;
  /** True while the panel reads the tab itself. */
  reading: boolean;
}

/**
 * What is known of the tab's posting. Stored readings show at once (the toolbar click's, a job board's content
 * script's); the panel also reads the tab itself when it opens or switches to it and when the tab finishes loading,
 * and follows every later reading through storage. `preloaded` is the tab's reading as read before the first render.
 */
export function useJobPage(tabId: number | null, preloaded?: { tabId: number | null; state: JobPageState | null }): JobPage {
  const item = tabId === null ? null : jobPageStateItem(tabId);
  const stored = useStorageItem(item, item !== null && preloaded?.tabId === tabId ? { item, value: preloaded.state } : undefined);
  const [readingTabId, setReadingTabId] = useState<number | null>(null);

  useEffect(() => {
    if (tabId === null) return;
    let active = true;
    const read = () => {
      setReadingTabId(tabId);
      void readJobPage(tabId).finally(() => {
        if (active) setReadingTabId((current) => (current === tabId ? null : current));
      });
    };
    const onUpdated = (updatedTabId: number, change: { status?: string }) => {
      if (updatedTabId === tabId && change.status === "complete") read();
    };
    read();
    browser.tabs.onUpdated.addListener(onUpdated);
    return () => {
      active = false;
      browser.tabs.onUpdated.removeListener(onUpdated);
    };
  }, [tabId]);

  return { state: stored.loaded ? stored.value : null, reading: tabId !== null && readingTabId === tabId };
}
