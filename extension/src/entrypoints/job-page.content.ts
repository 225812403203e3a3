import { browser } from "wxt/browser";
import { defineContentScript } from "wxt/utils/define-content-script";
import { handleJobPageRequests } from "../messaging/job-page.ts";
import { extractJsonLdJobPosting } from "../scrapers/json-ld.ts";

/**
 * Injected by the background on a toolbar click (activeTab), never declared for any site. Each request re-reads the
 * page, so a single-page job board that changed postings is read as it is now.
 */
export default defineContentScript({
  registration: "runtime",
  noScriptStartedPostMessage: true,
  main(ctx) {
    const listener = handleJobPageRequests({
      "get-job-posting": () => extractJsonLdJobPosting(document),
    });
    browser.runtime.onMessage.addListener(listener);
    // A second injection invalidates this one, so only one listener ever answers.
    ctx.onInvalidated(() => browser.runtime.onMessage.removeListener(listener));
  },
});
