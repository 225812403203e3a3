import { describe, expect, it } from "vitest";
import { loadSavedPage, parsePage } from "./fixtures/saved-page.ts";
import { extractReadablePosting, MIN_READABLE_DESCRIPTION_LENGTH } from "./readable-page.ts";

describe("extractReadablePosting", () => {
  it("reads a company's own careers page: the article's text, the title and company from the page's metadata", () => {
    const { document, url } = loadSavedPage("careers-page.html");
    const job = extractReadablePosting(document, url);
    expect(job).toMatchObject({
      company: "Harborview Logistics",
      title: "Warehouse Operations Supervisor",
      url: "https://careers.harborview-logistics.example/jobs/warehouse-operations-supervisor",
      source: "readability",
    });
    const lines = job?.description.split("\n") ?? [];
    expect(lines[0]).toMatch(/^Harborview Logistics moves ocean containers from the Port of Tacoma/);
    expect(lines).toEqual(
      expect.arrayContaining([
        "What you will do",
        "• Supervise 25 associates and three leads across receiving, transload and outbound",
        "What you bring",
        "• Bilingual in English and Spanish is a plus",
        "Pay: $72,000 – $84,000 a year, with a quarterly bonus, medical and dental coverage, and a 401(k) match.",
      ]),
    );
    // Navigation, the cookie banner, related roles and the footer are not the posting.
    expect(job?.description).not.toMatch(/cookies|Life at Harborview|Related roles|Forklift Operator|equal opportunity/);
  });

  it.each(["short-page.html", "no-posting.html"])("finds no posting on %s, whose text is too short", (name) => {
    const { document, url } = loadSavedPage(name);
    expect(extractReadablePosting(document, url || "https://careers.quillmark.example/")).toBeNull();
  });

  it.each([
    [MIN_READABLE_DESCRIPTION_LENGTH - 1, false],
    [MIN_READABLE_DESCRIPTION_LENGTH, true],
  ])("with %i characters of text, finds a posting: %s", (length, found) => {
    const text = "Sort parcels. ".repeat(20).slice(0, length).padEnd(length, "x");
    const doc = parsePage(`<!doctype html><html><head><title>Sorter</title></head><body><article><p>${text}</p></article></body></html>`);
    const job = extractReadablePosting(doc, "https://careers.example/sorter");
    expect(job?.description.length ?? 0).toBe(found ? length : 0);
  });

  it("reads a copy: the user's page is not changed", () => {
    const { document, url } = loadSavedPage("careers-page.html");
    const before = document.documentElement.outerHTML;
    extractReadablePosting(document, url);
    expect(document.documentElement.outerHTML).toBe(before);
  });
});
