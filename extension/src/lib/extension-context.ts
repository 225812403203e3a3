/**
 * A content script outlives its extension when the extension is updated, reloaded or removed: from then on every
 * extension API call throws "Extension context invalidated". This is the one place that error is recognised and
 * handled: the script is stopped (its context aborted, which removes its listeners) and the error goes no further.
 */
import type { ContentScriptContext } from "wxt/utils/content-script-context";

const INVALIDATED = /extension context invalidated/i;

export function isExtensionContextInvalidated(error: unknown): boolean {
  return error instanceof Error && INVALIDATED.test(error.message);
}

/** Runs an extension call from a content script; resolves undefined instead when the extension has gone away. */
export async function callExtension<T>(ctx: ContentScriptContext, call: () => Promise<T>): Promise<T | undefined> {
  if (ctx.isInvalid) return undefined;
  try {
    return await call();
  } catch (error) {
    if (!isExtensionContextInvalidated(error)) throw error;
    ctx.abort("The extension was updated, reloaded or removed");
    return undefined;
  }
}
