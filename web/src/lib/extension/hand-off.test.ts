import { afterEach, describe, expect, it, vi } from "vitest";
import {
  connectExtensionMessage,
  EXTENSION_ANSWER_TIMEOUT_MS,
  handOffToExtension,
  isExtensionInstalled,
  waitForExtensionConnection,
} from "./hand-off.ts";

const ORIGIN = "http://127.0.0.1:8787";

/** A window stand-in that records posts and dispatches the message events a test sends it. */
function fakeWindow() {
  const target = new EventTarget();
  const posted: Array<{ message: unknown; targetOrigin: string }> = [];
  const win = Object.assign(target, {
    location: { origin: ORIGIN },
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
  });
  const receive = (data: unknown, { origin = ORIGIN, source = win as unknown }: { origin?: string; source?: unknown } = {}) => {
    const event = new Event("message");
    Object.assign(event, { data, origin, source });
    target.dispatchEvent(event);
  };
  return { win: win as unknown as Window, posted, receive };
}

const connected = (extra: Record<string, unknown>) => ({ source: "jobfit-extension", type: "jobfit:extension-connected", ...extra });

afterEach(() => {
  vi.useRealTimers();
});

describe("handOffToExtension", () => {
  it("posts the custom token to the page's own origin only, in the message the extension listens for", () => {
    const { win, posted } = fakeWindow();
    handOffToExtension("custom-token-1", win);
    expect(posted).toEqual([
      { message: { source: "jobfit-web", type: "jobfit:connect-extension", customToken: "custom-token-1" }, targetOrigin: ORIGIN },
    ]);
    expect(connectExtensionMessage("t")).toEqual({ source: "jobfit-web", type: "jobfit:connect-extension", customToken: "t" });
  });
});

describe("waitForExtensionConnection", () => {
  it("resolves with the extension's answer: connected, with the account's email", async () => {
    const { win, receive } = fakeWindow();
    const answer = waitForExtensionConnection(win);
    receive(connected({ ok: true, email: "ann@example.com" }));
    await expect(answer).resolves.toEqual({ ok: true, email: "ann@example.com" });
  });

  it("resolves with the extension's error when it could not sign in", async () => {
    const { win, receive } = fakeWindow();
    const answer = waitForExtensionConnection(win);
    receive(connected({ ok: false, error: "The extension could not sign in: auth/invalid-custom-token" }));
    await expect(answer).resolves.toEqual({ ok: false, error: "The extension could not sign in: auth/invalid-custom-token" });
  });

  it("ignores the page's own request, other origins, other windows and other shapes", async () => {
    vi.useFakeTimers();
    const { win, receive } = fakeWindow();
    const answer = waitForExtensionConnection(win, 1000);
    receive(connectExtensionMessage("token"));
    receive(connected({ ok: true, email: "evil@example.com" }), { origin: "https://evil.example" });
    receive(connected({ ok: true, email: "frame@example.com" }), { source: {} });
    receive({ type: "jobfit:extension-connected", ok: true, email: "no-source@example.com" });
    receive(connected({ ok: "yes" }));
    receive(connected({ ok: true, email: "ann@example.com" }));
    await expect(answer).resolves.toEqual({ ok: true, email: "ann@example.com" });
  });

  it("gives up with a clear message when no extension answers", async () => {
    vi.useFakeTimers();
    const { win } = fakeWindow();
    const answer = waitForExtensionConnection(win);
    await vi.advanceTimersByTimeAsync(EXTENSION_ANSWER_TIMEOUT_MS);
    await expect(answer).resolves.toEqual({
      ok: false,
      error: "The JobFit extension did not answer. Is it installed and enabled in this browser?",
    });
  });
});

describe("isExtensionInstalled", () => {
  it("tells from the mark the extension's script puts on the page", () => {
    expect(isExtensionInstalled(document)).toBe(false);
    document.documentElement.setAttribute("data-jobfit-extension", "ready");
    expect(isExtensionInstalled(document)).toBe(true);
    document.documentElement.removeAttribute("data-jobfit-extension");
  });
});
