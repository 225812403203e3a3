// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { ContentScriptContext } from "wxt/utils/content-script-context";
import { handleMessages } from "../messaging/messages.ts";
import { startWebAppHandOff } from "./web-app-hand-off.ts";

let ctx: ContentScriptContext;
const signIn = vi.fn();
const replies: unknown[] = [];
const collectReply = (event: MessageEvent) => {
  if ((event.data as { source?: string }).source === "jobfit-extension") replies.push(event.data);
};

/** What the web app's handOffToExtension posts (web/src/lib/extension/hand-off.ts). */
const handOff = (customToken: string) => ({ source: "jobfit-web", type: "jobfit:connect-extension", customToken });

/** A message event as the browser delivers it to the page, from the page's own window unless said otherwise. */
function deliver(data: unknown, { origin = location.origin, source = window as unknown } = {}) {
  window.dispatchEvent(new MessageEvent("message", { data, origin, source: source as Window }));
}

beforeEach(() => {
  fakeBrowser.reset();
  signIn.mockReset();
  replies.length = 0;
  fakeBrowser.runtime.onMessage.addListener(handleMessages({ "jobfit:sign-in-with-custom-token": signIn }));
  window.addEventListener("message", collectReply);
  ctx = new ContentScriptContext("jobfit-web");
  startWebAppHandOff(ctx);
});
afterEach(() => {
  ctx.abort();
  window.removeEventListener("message", collectReply);
});

describe("startWebAppHandOff", () => {
  it("marks the page so the web app knows the extension is installed, until the script is stopped", () => {
    expect(document.documentElement.getAttribute("data-jobfit-extension")).toBe("ready");
    ctx.abort();
    expect(document.documentElement.hasAttribute("data-jobfit-extension")).toBe(false);
  });

  it("passes the page's custom token to the background and tells the page who is signed in, without the token", async () => {
    signIn.mockResolvedValue({ ok: true, account: { uid: "u1", email: "ann@example.com", displayName: "Ann" } });
    deliver(handOff("custom-token-1"));
    await vi.waitFor(() => expect(replies).toHaveLength(1));
    expect(signIn).toHaveBeenCalledWith({ type: "jobfit:sign-in-with-custom-token", customToken: "custom-token-1" }, expect.anything());
    expect(replies[0]).toEqual({ source: "jobfit-extension", type: "jobfit:extension-connected", ok: true, email: "ann@example.com" });
  });

  it("tells the page why the sign-in failed", async () => {
    signIn.mockResolvedValue({ ok: false, error: "The extension could not sign in: auth/invalid-custom-token" });
    deliver(handOff("expired"));
    await vi.waitFor(() => expect(replies).toHaveLength(1));
    expect(replies[0]).toMatchObject({ ok: false, error: "The extension could not sign in: auth/invalid-custom-token" });
  });

  it.each([
    ["another origin", handOff("t"), { origin: "https://evil.example" }],
    ["another window (a frame)", handOff("t"), { source: {} }],
    ["another shape", { type: "jobfit:connect-extension", customToken: "t" }, {}],
    ["an empty token", handOff(""), {}],
  ])("ignores a message from %s", async (_from, data, options) => {
    deliver(data, options);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(signIn).not.toHaveBeenCalled();
    expect(replies).toEqual([]);
  });
});
