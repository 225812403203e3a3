import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import type { ScrapedJob } from "../scrapers/job-posting.ts";
import { handleMessages, sendToExtension, sendToTab } from "./messages.ts";

const job: ScrapedJob = { company: "Acme", title: "Analyst", description: "Do analysis", url: "https://acme.example/1", source: "json-ld" };

type AsyncMethod = (...args: unknown[]) => Promise<unknown>;
/** The browser API's overloads (promise and callback) defeat spyOn's inference; tests only use the promise form. */
const stub = (api: object, method: string) => vi.spyOn(api as Record<string, AsyncMethod>, method);

beforeEach(() => {
  fakeBrowser.reset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("handleMessages", () => {
  it("answers a message it has a handler for with what the handler returns", async () => {
    const sendResponse = vi.fn();
    const listener = handleMessages({ "jobfit:get-job-posting": () => job });
    expect(listener({ type: "jobfit:get-job-posting" }, {}, sendResponse)).toBe(true);
    await vi.waitFor(() => expect(sendResponse).toHaveBeenCalledWith(job));
  });

  it("keeps the channel open for an asynchronous answer and passes the sender", async () => {
    const sendResponse = vi.fn();
    const handler = vi.fn(async () => ({ stored: true }));
    const listener = handleMessages({ "jobfit:job-page-read": handler });
    const message = { type: "jobfit:job-page-read", job, url: job.url };
    expect(listener(message, { tab: { id: 4 } }, sendResponse)).toBe(true);
    await vi.waitFor(() => expect(sendResponse).toHaveBeenCalledWith({ stored: true }));
    expect(handler).toHaveBeenCalledWith(message, { tab: { id: 4 } });
  });

  it.each([
    [
      "throws",
      () => {
        throw new Error("offline");
      },
    ],
    ["rejects", () => Promise.reject(new Error("offline"))],
  ])("answers nothing when a handler %s, so the sender's promise rejects", async (_how, failing) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const sendResponse = vi.fn();
    handleMessages({ "jobfit:get-id-token": failing })({ type: "jobfit:get-id-token" }, {}, sendResponse);
    await vi.waitFor(() => expect(sendResponse).toHaveBeenCalledWith(undefined));
    expect(error).toHaveBeenCalledOnce();
  });

  it.each([
    [null],
    ["jobfit:get-job-posting"],
    [{ type: "something-else" }],
    [{ kind: "jobfit:get-job-posting" }],
    [{ type: "jobfit:sign-in-with-custom-token" }],
    [{ type: "jobfit:sign-in-with-custom-token", customToken: "" }],
    [{ type: "jobfit:job-page-read", job: { title: 42 }, url: "x" }],
  ])("ignores %j, leaving other listeners to answer", (message) => {
    const sendResponse = vi.fn();
    const handler = vi.fn(() => job);
    const answered = handleMessages({
      "jobfit:get-job-posting": handler,
      "jobfit:sign-in-with-custom-token": vi.fn(),
      "jobfit:job-page-read": vi.fn(),
    })(message, {}, sendResponse);
    expect(answered).toBe(false);
    expect(handler).not.toHaveBeenCalled();
    expect(sendResponse).not.toHaveBeenCalled();
  });

  it("ignores messages of the map that this context has no handler for", () => {
    const sendResponse = vi.fn();
    expect(handleMessages({ "jobfit:get-job-posting": () => job })({ type: "jobfit:sign-out" }, {}, sendResponse)).toBe(false);
    expect(sendResponse).not.toHaveBeenCalled();
  });
});

describe("sending", () => {
  it("delivers to the extension's listeners and parses the reply", async () => {
    fakeBrowser.runtime.onMessage.addListener(handleMessages({ "jobfit:get-id-token": () => ({ idToken: "id-token" }) }));
    await expect(sendToExtension({ type: "jobfit:get-id-token" })).resolves.toEqual({ idToken: "id-token" });
  });

  it("rejects a malformed reply rather than trusting it", async () => {
    stub(fakeBrowser.tabs, "sendMessage").mockResolvedValue({ title: 42 });
    await expect(sendToTab(3, { type: "jobfit:get-job-posting" })).rejects.toThrow();
    stub(fakeBrowser.runtime, "sendMessage").mockResolvedValue(undefined);
    await expect(sendToExtension({ type: "jobfit:sign-out" })).rejects.toThrow();
  });
});
