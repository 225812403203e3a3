import { browser } from "wxt/browser";
import { sendToTab } from "../messaging/messages.ts";
import type { ScrapedJob } from "../scrapers/job-posting.ts";
import { type JobPageState, jobPageStateItem } from "../storage.ts";

/** The job-page content script as built; also declared for the job boards, injected on demand elsewhere. */
export const JOB_PAGE_SCRIPT_FILE = "/content-scripts/job-page.js";

/**
 * Reads the posting on a tab and stores the outcome for the panels showing it. The content script answers at once on
 * job boards (declared there) and on pages it was injected into before; anywhere else it is injected first, which the
 * browser allows after the user's click (activeTab). Pages the browser does not let extensions read, such as its own
 * settings pages or the web store, end as "unreadable".
 */
export async function readJobPage(tabId: number, url = ""): Promise<JobPageState> {
  let state: JobPageState;
  try {
    const job = await askOrInject(tabId);
    state = job ? { status: "found", job, readAt: Date.now() } : { status: "not-found", url, readAt: Date.now() };
  } catch {
    state = { status: "unreadable", url, readAt: Date.now() };
  }
  await jobPageStateItem(tabId).setValue(state);
  return state;
}

async function askOrInject(tabId: number): Promise<ScrapedJob | null> {
  try {
    return await sendToTab(tabId, { type: "jobfit:get-job-posting" });
  } catch {
    // No script of this extension's version is listening there yet.
    await browser.scripting.executeScript({ target: { tabId }, files: [JOB_PAGE_SCRIPT_FILE] });
    return await sendToTab(tabId, { type: "jobfit:get-job-posting" });
  }
}
