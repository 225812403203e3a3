import { beforeEach, describe, expect, it } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import type { ScrapedJob } from "../scrapers/job-posting.ts";
import { jobPageStateItem, resumeTextItem, signedInAccountItem } from "../storage.ts";
import { preloadPanel } from "./preload-panel.ts";

const job: ScrapedJob = {
  company: "Acme",
  title: "Analyst",
  description: "SQL and Excel",
  url: "https://jobs.lever.co/acme/1",
  source: "lever",
};

beforeEach(() => {
  fakeBrowser.reset();
});

describe("preloadPanel", () => {
  it("reads what the first render needs for the tab the panel was opened for", async () => {
    await resumeTextItem.setValue("My resume");
    await signedInAccountItem.setValue({ uid: "u1", email: "ann@example.com", displayName: null });
    await jobPageStateItem(4).setValue({ status: "found", job, readAt: 1 });
    expect(await preloadPanel(4)).toEqual({
      tabId: 4,
      resumeText: "My resume",
      account: { uid: "u1", email: "ann@example.com", displayName: null },
      jobPage: { status: "found", job, readAt: 1 },
    });
  });

  it("takes the active tab when the panel follows it", async () => {
    const window = await fakeBrowser.windows.create({ focused: true });
    const tab = await fakeBrowser.tabs.create({ url: job.url, active: true, windowId: window?.id });
    await jobPageStateItem(tab.id ?? -1).setValue({ status: "not-found", url: job.url, readAt: 2 });
    expect(await preloadPanel(null)).toMatchObject({ tabId: tab.id, resumeText: "", account: null, jobPage: { status: "not-found" } });
  });

  it("has nothing to show before any tab is known", async () => {
    expect(await preloadPanel(null)).toEqual({ tabId: null, resumeText: "", account: null, jobPage: null });
  });
});
