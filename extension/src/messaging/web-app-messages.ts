/**
 * The window messages between the JobFit web app's pages and the extension's content script there: the sign-in
 * hand-off. The web app's side is web/src/lib/extension/hand-off.ts; both sides hold these shapes.
 *
 * 1. The signed-in web app gets a custom token from POST /api/extension/custom-token and posts, to its own origin,
 *    { source: "jobfit-web", type: "jobfit:connect-extension", customToken }.
 * 2. The content script forwards the token to the background, which signs in with it.
 * 3. The content script posts back { source: "jobfit-extension", type: "jobfit:extension-connected", ok: true, email }
 *    or { ..., ok: false, error }. The token never travels back.
 * While the content script runs, <html> carries data-jobfit-extension="ready", so the page can tell it is installed.
 */
import { z } from "zod";

export const WEB_APP_SOURCE = "jobfit-web";
export const EXTENSION_SOURCE = "jobfit-extension";
export const EXTENSION_PRESENCE_ATTRIBUTE = "data-jobfit-extension";

export const connectExtensionRequestSchema = z.object({
  source: z.literal(WEB_APP_SOURCE),
  type: z.literal("jobfit:connect-extension"),
  customToken: z.string().min(1).max(8192),
});

export type ExtensionConnectedReply =
  | { source: typeof EXTENSION_SOURCE; type: "jobfit:extension-connected"; ok: true; email: string | null }
  | { source: typeof EXTENSION_SOURCE; type: "jobfit:extension-connected"; ok: false; error: string };
