import { browser } from "wxt/browser";
import type { ContentScriptContext } from "wxt/utils/content-script-context";
import { MatchPattern } from "wxt/utils/match-patterns";
import { handleMessages, sendToExtension } from "../messaging/messages.ts";
import { extractJobPosting } from "../scrapers/extract-job-posting.ts";
import { jobBoardHostPatterns, siteAdapterFor } from "../scrapers/sites/index.ts";
import { callExtension } from "./extension-context.ts";
import { followJobPage } from "./follow-job-page.ts";

const jobBoards = jobBoardHostPatterns.map((pattern) => new MatchPattern(pattern));

/**
 * A job board's pages that are not postings (a feed, messages, a profile) change all the time and never hold one:
 * there, DOM changes are not followed, and each load or navigation is read once. Postings are followed everywhere,
 * as are the pages the user asked about.
 */
export function watchesDomChanges(address: string): boolean {
  const url = new URL(address);
  return siteAdapterFor(url) !== undefined || !jobBoards.some((board) => board.includes(url));
}

/**
 * The job-page content script: answers the extension's requests for the posting and tells the background whenever the
 * posting on the page changes, so an open side panel follows the page without being asked.
 */
export function startJobPageScript(ctx: ContentScriptContext): void {
  // Read at each call: a single-page board changes the address without loading a new document.
  const read = () => extractJobPosting(document, location.href);

  const listener = handleMessages({ "jobfit:get-job-posting": () => read() });
  browser.runtime.onMessage.addListener(listener);
  // A newer injection of this script invalidates this one, so only one listener ever answers.
  ctx.onInvalidated(() => browser.runtime.onMessage.removeListener(listener));

  followJobPage(ctx, {
    read,
    watchesDomChanges: () => watchesDomChanges(location.href),
    report: (job) => {
      callExtension(ctx, () => sendToExtension({ type: "jobfit:job-page-read", job, url: location.href })).catch((error: unknown) => {
        // Not fatal: the panel reads the page itself when it opens or switches to this tab.
        console.warn("JobFit could not pass this page's posting to the side panel:", error);
      });
    },
  });
}
