import { defineContentScript } from "wxt/utils/define-content-script";
import { deployment } from "../config/build-deployment.ts";
import { jobPageMatchPatterns } from "../config/deployment.ts";
import { startJobPageScript } from "../lib/job-page-script.ts";
import { jobBoardHostPatterns } from "../scrapers/sites/index.ts";

/**
 * Reads the posting by itself on the job boards; injected by the extension (activeTab) on any other page the user asks
 * about. Follows single-page boards from posting to posting.
 */
export default defineContentScript({
  matches: jobPageMatchPatterns(deployment, jobBoardHostPatterns),
  runAt: "document_idle",
  // The started-script notice goes through a DOM event only, never a page-visible window message.
  noScriptStartedPostMessage: true,
  main(ctx) {
    startJobPageScript(ctx);
  },
});
