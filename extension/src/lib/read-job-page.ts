import { browser } from "wxt/browser";
import { requestJobPosting } from "../messaging/job-page.ts";
import { type JobPageState, jobPageStateItem } from "../storage.ts";

/**
 * Injects the job-page content script into the tab (allowed by activeTab after the toolbar click), asks it for the
 * posting and stores the outcome for the side panel. Pages the browser does not let extensions read, such as its own
 * settings pages or the web store, end as "unreadable".
 */
export async function readJobPage(tabId: number, url = ""): Promise<JobPageState> {
  let state: JobPageState;
  try {
    await browser.scripting.executeScript({ target: { tabId }, files: ["/content-scripts/job-page.js"] });
    const job = await requestJobPosting(tabId);
    state = job ? { status: "found", job, readAt: Date.now() } : { status: "not-found", url, readAt: Date.now() };
  } catch {
    state = { status: "unreadable", url, readAt: Date.now() };
  }
  await jobPageStateItem.setValue(state);
  return state;
}
