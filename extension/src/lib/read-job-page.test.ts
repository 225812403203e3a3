import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import type { ScrapedJob } from "../scrapers/job-posting.ts";
import { jobPageStateItem } from "../storage.ts";
import { JOB_PAGE_SCRIPT_FILE, readJobPage } from "./read-job-page.ts";

type AsyncMethod = (...args: unknown[]) => Promise<unknown>;
/** The browser API's overloads (promise and callback) defeat spyOn's inference; tests only use the promise form. */
const stub = (api: object, method: string) => vi.spyOn(api as Record<string, AsyncMethod>, method);

const job: ScrapedJob = { company: "Acme", title: "Analyst", description: "Do analysis", url: "https://acme.example/1", source: "json-ld" };
const noReceiver = new Error("Could not establish connection. Receiving end does not exist.");

beforeEach(() => {
  fakeBrowser.reset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("readJobPage", () => {
  it("asks the content script already on the page (a job board) without injecting another", async () => {
    const inject = stub(fakeBrowser.scripting, "executeScript").mockResolvedValue([]);
    const ask = stub(fakeBrowser.tabs, "sendMessage").mockResolvedValue(job);

    const state = await readJobPage(7, "https://acme.example/1");

    expect(ask).toHaveBeenCalledWith(7, { type: "jobfit:get-job-posting" });
    expect(inject).not.toHaveBeenCalled();
    expect(state).toMatchObject({ status: "found", job });
    expect(await jobPageStateItem(7).getValue()).toEqual(state);
  });

  it("injects the job-page script where none answers yet (activeTab), then asks it", async () => {
    const inject = stub(fakeBrowser.scripting, "executeScript").mockResolvedValue([]);
    stub(fakeBrowser.tabs, "sendMessage").mockRejectedValueOnce(noReceiver).mockResolvedValueOnce(job);

    expect(await readJobPage(7)).toMatchObject({ status: "found", job });
    expect(inject).toHaveBeenCalledWith({ target: { tabId: 7 }, files: [JOB_PAGE_SCRIPT_FILE] });
  });

  it("stores not-found when the page has no posting, for that tab only", async () => {
    stub(fakeBrowser.tabs, "sendMessage").mockResolvedValue(null);
    expect(await readJobPage(7, "https://acme.example/about")).toMatchObject({ status: "not-found", url: "https://acme.example/about" });
    expect(await jobPageStateItem(8).getValue()).toBeNull();
  });

  it("stores unreadable when the browser refuses to inject (its own pages, the web store)", async () => {
    stub(fakeBrowser.tabs, "sendMessage").mockRejectedValue(noReceiver);
    stub(fakeBrowser.scripting, "executeScript").mockRejectedValue(new Error("Cannot access a chrome:// URL"));
    expect(await readJobPage(7, "chrome://settings")).toMatchObject({ status: "unreadable" });
    expect(await jobPageStateItem(7).getValue()).toMatchObject({ status: "unreadable", url: "chrome://settings" });
  });

  it("treats a malformed reply as unreadable rather than trusting it", async () => {
    stub(fakeBrowser.scripting, "executeScript").mockResolvedValue([]);
    stub(fakeBrowser.tabs, "sendMessage").mockResolvedValue({ title: 42 });
    expect(await readJobPage(7)).toMatchObject({ status: "unreadable" });
  });
});
