import { defineBackground } from "wxt/utils/define-background";
import { fetchClientAuthConfig } from "../lib/api/jobfit-api.ts";
import { createFirebaseExtensionAuth } from "../lib/background/extension-auth.ts";
import { startBackground } from "../lib/background/start-background.ts";
import { currentOrigins } from "../lib/origins.ts";

/** The toolbar button, context-menu item and shortcut ("Analyze this job"), page readings, and the sign-in. */
export default defineBackground(() => {
  startBackground({ auth: createFirebaseExtensionAuth(async () => fetchClientAuthConfig((await currentOrigins()).api)) });
});
