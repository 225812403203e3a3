import type { ContentScriptContext } from "wxt/utils/content-script-context";
import { sendToExtension } from "../messaging/messages.ts";
import {
  connectExtensionRequestSchema,
  EXTENSION_PRESENCE_ATTRIBUTE,
  EXTENSION_SOURCE,
  type ExtensionConnectedReply,
} from "../messaging/web-app-messages.ts";
import { callExtension } from "./extension-context.ts";

type ConnectOutcome = { ok: true; email: string | null } | { ok: false; error: string };

/**
 * The content script on the JobFit web app: takes the sign-in hand-off the signed-in page posts to its own window and
 * passes the custom token to the background. Only messages from this very window and origin count, so neither a
 * frame nor another site can hand the extension an account.
 */
export function startWebAppHandOff(ctx: ContentScriptContext, win: Window = window): void {
  win.document.documentElement.setAttribute(EXTENSION_PRESENCE_ATTRIBUTE, "ready");
  ctx.onInvalidated(() => win.document.documentElement.removeAttribute(EXTENSION_PRESENCE_ATTRIBUTE));

  const answer = (outcome: ConnectOutcome) => {
    const reply: ExtensionConnectedReply = { source: EXTENSION_SOURCE, type: "jobfit:extension-connected", ...outcome };
    win.postMessage(reply, win.location.origin);
  };

  ctx.addEventListener(win, "message", (event: MessageEvent) => {
    if (event.source !== win || event.origin !== win.location.origin) return;
    const request = connectExtensionRequestSchema.safeParse(event.data);
    if (!request.success) return;
    callExtension(ctx, () => sendToExtension({ type: "jobfit:sign-in-with-custom-token", customToken: request.data.customToken })).then(
      (outcome) => {
        if (outcome === undefined) answer({ ok: false, error: "The JobFit extension was updated. Reload this page and try again." });
        else answer(outcome.ok ? { ok: true, email: outcome.account.email } : outcome);
      },
      () => answer({ ok: false, error: "The JobFit extension did not answer. Reload this page and try again." }),
    );
  });
}
