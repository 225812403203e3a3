import type { ContentScriptContext } from "wxt/utils/content-script-context";
import type { ScrapedJob } from "../scrapers/job-posting.ts";

export interface FollowJobPageOptions {
  /** Reads the posting as the page is now. */
  read: () => ScrapedJob | null;
  /** Passes a reading on; called on start and whenever the posting differs from the last one passed on. */
  report: (job: ScrapedJob | null) => void;
  /** Quiet time after a DOM change before the page is read again. */
  settleMs?: number;
  /** How long after a load or an in-page navigation DOM changes are watched for the posting to appear. */
  watchMs?: number;
  /** Whether DOM changes on the page as it is now may bring a posting (asked on start and after each navigation). */
  watchesDomChanges?: () => boolean;
}

/** Two readings of one posting compare equal even when the page's URL changed around it. */
function postingKey(job: ScrapedJob | null): string {
  return job === null ? "none" : JSON.stringify([job.company, job.title, job.description]);
}

/**
 * Follows the page's posting: read on start, and again after every in-page navigation of a single-page board
 * (LinkedIn, Indeed), told by WXT's `wxt:locationchange`. Such boards draw the new posting after the URL changes, so
 * for a while after each start or navigation the page's DOM changes (never a timer) trigger another read once they
 * settle. Only a posting that differs from the last one reported is reported again.
 */
export function followJobPage(ctx: ContentScriptContext, options: FollowJobPageOptions): void {
  const { read, report, settleMs = 250, watchMs = 5000, watchesDomChanges = () => true } = options;
  let lastReported: string | null = null;
  let observer: MutationObserver | null = null;
  let settleTimer: number | undefined;
  let watchEndTimer: number | undefined;

  const readAndReport = (always: boolean) => {
    const job = read();
    const key = postingKey(job);
    if (!always && key === lastReported) return;
    lastReported = key;
    report(job);
  };

  const stopWatching = () => {
    observer?.disconnect();
    observer = null;
    clearTimeout(settleTimer);
    clearTimeout(watchEndTimer);
  };

  const watchForChanges = () => {
    stopWatching();
    if (!watchesDomChanges()) return;
    observer = new MutationObserver(() => {
      clearTimeout(settleTimer);
      settleTimer = ctx.setTimeout(() => readAndReport(false), settleMs);
    });
    observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    watchEndTimer = ctx.setTimeout(stopWatching, watchMs);
  };

  ctx.onInvalidated(stopWatching);
  readAndReport(true);
  watchForChanges();
  ctx.addEventListener(window, "wxt:locationchange", () => {
    readAndReport(false);
    watchForChanges();
  });
}
