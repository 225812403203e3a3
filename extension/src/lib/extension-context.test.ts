// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { ContentScriptContext } from "wxt/utils/content-script-context";
import { callExtension, isExtensionContextInvalidated } from "./extension-context.ts";

describe("callExtension", () => {
  it("passes the call's answer on", async () => {
    const ctx = new ContentScriptContext("test");
    await expect(callExtension(ctx, async () => 42)).resolves.toBe(42);
  });

  it("stops the script, quietly, once the extension has gone away", async () => {
    const ctx = new ContentScriptContext("test");
    const gone = callExtension(ctx, () => Promise.reject(new Error("Extension context invalidated.")));
    await expect(gone).resolves.toBeUndefined();
    expect(ctx.isInvalid).toBe(true);
    let called = false;
    await callExtension(ctx, async () => {
      called = true;
    });
    expect(called).toBe(false);
  });

  it("lets every other failure through", async () => {
    const ctx = new ContentScriptContext("test");
    await expect(callExtension(ctx, () => Promise.reject(new Error("Receiving end does not exist.")))).rejects.toThrow("Receiving end");
    expect(ctx.isValid).toBe(true);
  });

  it.each([
    [new Error("Extension context invalidated."), true],
    [new Error("Could not establish connection."), false],
    ["Extension context invalidated.", false],
  ])("recognises %s: %s", (error, expected) => {
    expect(isExtensionContextInvalidated(error)).toBe(expected);
  });
});
