/**
 * Signing the browser extension in from the signed-in web app (ARCHITECTURE.md section 4). The page asks the API for a
 * custom token (POST /api/extension/custom-token with the user's ID token; answers `{ customToken }`), then calls
 * `handOffToExtension(customToken)`. The extension's content script on this origin passes the token to the extension,
 * which signs in with it, and answers with a window message that `waitForExtensionConnection` resolves with.
 *
 * The window messages (the extension's side: extension/src/messaging/web-app-messages.ts):
 * - page → extension: `{ source: "jobfit-web", type: "jobfit:connect-extension", customToken }`, posted to this origin;
 * - extension → page: `{ source: "jobfit-extension", type: "jobfit:extension-connected", ok: true, email }`, or
 *   `{ ..., ok: false, error }`;
 * - while the extension's script runs on the page, `<html data-jobfit-extension="ready">`.
 */

export const WEB_APP_SOURCE = "jobfit-web";
export const EXTENSION_SOURCE = "jobfit-extension";
export const EXTENSION_PRESENCE_ATTRIBUTE = "data-jobfit-extension";

export interface ConnectExtensionMessage {
  source: typeof WEB_APP_SOURCE;
  type: "jobfit:connect-extension";
  customToken: string;
}

export type ExtensionConnection = { ok: true; email: string | null } | { ok: false; error: string };

/** How long to wait for the extension's answer; signing in against Firebase takes about a second. */
export const EXTENSION_ANSWER_TIMEOUT_MS = 15_000;

export function connectExtensionMessage(customToken: string): ConnectExtensionMessage {
  return { source: WEB_APP_SOURCE, type: "jobfit:connect-extension", customToken };
}

/**
 * Hands the custom token to the extension. Posted to this page's own origin only, so no other site's frame or window
 * ever sees the token.
 */
export function handOffToExtension(customToken: string, targetWindow: Window = window): void {
  targetWindow.postMessage(connectExtensionMessage(customToken), targetWindow.location.origin);
}

/** Whether the extension's content script runs on this page (the extension is installed and enabled). */
export function isExtensionInstalled(doc: Document = document): boolean {
  return doc.documentElement.getAttribute(EXTENSION_PRESENCE_ATTRIBUTE) === "ready";
}

function readConnection(data: unknown): ExtensionConnection | null {
  if (typeof data !== "object" || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.source !== EXTENSION_SOURCE || message.type !== "jobfit:extension-connected") return null;
  if (message.ok === true) return { ok: true, email: typeof message.email === "string" ? message.email : null };
  if (message.ok === false)
    return { ok: false, error: typeof message.error === "string" ? message.error : "The extension could not sign in" };
  return null;
}

/**
 * The extension's answer to a hand-off. Start waiting before calling `handOffToExtension`, so a quick answer is not
 * missed. Resolves `{ ok: false }` after `timeoutMs` when no extension answers.
 */
export function waitForExtensionConnection(
  targetWindow: Window = window,
  timeoutMs = EXTENSION_ANSWER_TIMEOUT_MS,
): Promise<ExtensionConnection> {
  return new Promise((resolve) => {
    const finish = (connection: ExtensionConnection) => {
      clearTimeout(timer);
      targetWindow.removeEventListener("message", onMessage);
      resolve(connection);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== targetWindow || event.origin !== targetWindow.location.origin) return;
      const connection = readConnection(event.data);
      if (connection !== null) finish(connection);
    };
    const timer = setTimeout(
      () => finish({ ok: false, error: "The JobFit extension did not answer. Is it installed and enabled in this browser?" }),
      timeoutMs,
    );
    targetWindow.addEventListener("message", onMessage);
  });
}
