import { getTaxonomy, provideCompiledTaxonomy } from "@jobfit/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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

// The taxonomy itself is core's business: here only whether the panel hands over what it fetched.
vi.mock("@jobfit/core", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@jobfit/core")>()),
  getTaxonomy: vi.fn(),
  provideCompiledTaxonomy: vi.fn(),
}));

beforeEach(() => {
  fakeBrowser.reset();
  vi.mocked(getTaxonomy).mockClear();
  vi.mocked(provideCompiledTaxonomy).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
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

  it("hands core the taxonomy the build packed, then opens it", async () => {
    const compiled = { lines: "Tableau", groups: "", keys: "", spellings: "", links: "" };
    const fetched = vi.fn(async () => Response.json(compiled));
    vi.stubGlobal("fetch", fetched);
    await preloadPanel(4);
    expect(fetched).toHaveBeenCalledWith("/taxonomy.json");
    expect(provideCompiledTaxonomy).toHaveBeenCalledWith(compiled);
    expect(getTaxonomy).toHaveBeenCalledOnce();
  });

  it("provides nothing where no file was packed (a development server), and core compiles the sources", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("Not found", { status: 404 })),
    );
    await preloadPanel(4);
    expect(provideCompiledTaxonomy).not.toHaveBeenCalled();
    expect(getTaxonomy).toHaveBeenCalledOnce();
  });

  it("has the taxonomy provided even when a storage read fails, for the panel's own second reading", async () => {
    let release = () => {};
    const fileRead = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        await fileRead;
        return Response.json({ lines: "", groups: "", keys: "", spellings: "", links: "" });
      }),
    );
    vi.spyOn(resumeTextItem, "getValue").mockRejectedValue(new Error("storage is gone"));
    const preloaded = preloadPanel(4);
    let settled = false;
    preloaded
      .catch(() => {})
      .finally(() => {
        settled = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The failed read does not end the preload while the file is still coming.
    expect(settled).toBe(false);
    release();
    await expect(preloaded).rejects.toThrow("storage is gone");
    expect(provideCompiledTaxonomy).toHaveBeenCalledOnce();
  });
});
