// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContentScriptContext } from "wxt/utils/content-script-context";
import type { ScrapedJob } from "../scrapers/job-posting.ts";
import { followJobPage } from "./follow-job-page.ts";

const posting = (title: string): ScrapedJob => ({
  company: "Bramblewood Health",
  title,
  description: `${title}: monitor telemetry`,
  url: location.href,
  source: "linkedin",
});

let ctx: ContentScriptContext;
let onPage: ScrapedJob | null;
const read = vi.fn(() => onPage);
const report = vi.fn();

/** Lets the DOM's mutation records arrive and the given time pass. */
async function elapse(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  vi.useFakeTimers();
  history.replaceState(null, "", "/jobs/search/?currentJobId=1");
  document.body.innerHTML = "<main id='details'>Registered Nurse</main>";
  onPage = posting("Registered Nurse");
  ctx = new ContentScriptContext("job-page");
});
afterEach(() => {
  ctx.abort();
  read.mockClear();
  report.mockClear();
  vi.useRealTimers();
});

const drawOnPage = (title: string | null) => {
  onPage = title === null ? null : posting(title);
  (document.getElementById("details") as HTMLElement).textContent = title ?? "Loading…";
};

describe("followJobPage", () => {
  it("reports the posting on the page when it starts", () => {
    followJobPage(ctx, { read, report });
    expect(report).toHaveBeenCalledExactlyOnceWith(posting("Registered Nurse"));
  });

  it("reports the next posting of a single-page board after its address changes and it is drawn", async () => {
    followJobPage(ctx, { read, report, settleMs: 50, watchMs: 5000 });
    await elapse(6000);
    report.mockClear();

    history.pushState(null, "", "/jobs/search/?currentJobId=2");
    await elapse(1000); // WXT tells of the new address (by the Navigation API where there is one).
    await elapse(300); // The board fetches the job…
    drawOnPage("School Nurse"); // …and draws it.
    await elapse(100);
    expect(report).toHaveBeenCalledExactlyOnceWith(posting("School Nurse"));
  });

  it("reports a page without a posting, then the posting once it appears", async () => {
    onPage = null;
    followJobPage(ctx, { read, report, settleMs: 50 });
    expect(report).toHaveBeenLastCalledWith(null);
    drawOnPage("Travel Nurse");
    await elapse(100);
    expect(report).toHaveBeenLastCalledWith(posting("Travel Nurse"));
    expect(report).toHaveBeenCalledTimes(2);
  });

  it("does not report the same posting again when the page changes around it", async () => {
    followJobPage(ctx, { read, report, settleMs: 50 });
    document.body.append(document.createElement("aside"));
    await elapse(100);
    expect(read).toHaveBeenCalledTimes(2);
    expect(report).toHaveBeenCalledOnce();
  });

  it("reads again after DOM changes only for a while after a load or a navigation, never on a timer", async () => {
    followJobPage(ctx, { read, report, settleMs: 50, watchMs: 500 });
    await elapse(10_000);
    expect(read).toHaveBeenCalledOnce();
    drawOnPage("Night Nurse");
    await elapse(1000);
    expect(read).toHaveBeenCalledOnce();
  });

  it("reads a page whose DOM changes are not followed once per load and navigation only", async () => {
    followJobPage(ctx, { read, report, settleMs: 50, watchesDomChanges: () => false });
    drawOnPage("Night Nurse");
    await elapse(500);
    expect(read).toHaveBeenCalledOnce();
    history.pushState(null, "", "/feed/");
    await elapse(1000);
    expect(read).toHaveBeenCalledTimes(2);
    expect(report).toHaveBeenLastCalledWith(expect.objectContaining({ title: "Night Nurse" }));
  });

  it("stops when the extension invalidates the script", async () => {
    followJobPage(ctx, { read, report, settleMs: 50 });
    ctx.abort();
    drawOnPage("Charge Nurse");
    history.pushState(null, "", "/jobs/search/?currentJobId=3");
    await elapse(2000);
    expect(report).toHaveBeenCalledOnce();
  });
});
