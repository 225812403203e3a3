import { defineContentScript } from "wxt/utils/define-content-script";
import { deployment } from "../config/build-deployment.ts";
import { webAppMatchPatterns } from "../config/deployment.ts";
import { startWebAppHandOff } from "../lib/web-app-hand-off.ts";

/** On the JobFit web app only: receives the sign-in hand-off from the signed-in page. */
export default defineContentScript({
  matches: webAppMatchPatterns(deployment),
  runAt: "document_start",
  noScriptStartedPostMessage: true,
  main(ctx) {
    startWebAppHandOff(ctx);
  },
});
