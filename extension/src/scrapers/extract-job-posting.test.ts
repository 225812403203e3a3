import { describe, expect, it } from "vitest";
import { extractJobPosting } from "./extract-job-posting.ts";
import { loadSavedPage } from "./fixtures/saved-page.ts";
import { readSitePosting } from "./read-site-posting.ts";
import { siteAdapterFor } from "./sites/index.ts";

const otherSite = "https://careers.example-employer.test/jobs/123";

describe("extractJobPosting", () => {
  it("prefers the page's JSON-LD to the site's markup", () => {
    const { document, url } = loadSavedPage("json-ld-and-site-markup.html");
    expect(extractJobPosting(document, url)).toEqual({
      company: "Clearwater Family Health Centers, Inc.",
      title: "Registered Dietitian (Outpatient)",
      description: [
        "Counsel adults and children with diabetes, kidney disease and food allergies.",
        "",
        "• Medical nutrition therapy visits",
        "• Group classes in English and Spanish",
      ].join("\n"),
      url: "https://job-boards.greenhouse.io/clearwaterhealth/jobs/6034125008",
      source: "json-ld",
    });
    // The Greenhouse adapter alone would have read the page differently: the JSON-LD won, not a missing adapter.
    const pageUrl = new URL(url);
    const adapter = siteAdapterFor(pageUrl);
    expect(adapter?.id).toBe("greenhouse");
    if (adapter !== undefined) {
      expect(readSitePosting(adapter, document, pageUrl)).toMatchObject({
        status: "found",
        job: { title: "Registered Dietitian", company: "Clearwater Family Health" },
      });
    }
  });

  it.each(["sites/lever.html", "sites/greenhouse-boards.html", "sites/indeed-viewjob.html"])(
    "prefers the site's adapter to Readability on %s, which Readability could also read",
    (name) => {
      const { document, url } = loadSavedPage(name);
      expect(extractJobPosting(document, url)?.source).toBe(siteAdapterFor(new URL(url))?.id);
      // The same page anywhere else has no adapter, and Readability reads it.
      expect(extractJobPosting(document, otherSite)?.source).toBe("readability");
    },
  );

  it("falls back to Readability on a job site's address when the site's markup is not there", () => {
    const { document } = loadSavedPage("careers-page.html");
    const job = extractJobPosting(document, "https://jobs.lever.co/orbitfold/7c1e8d2a-4b6f-4e0a-9d3c-2f5b8a1e6c90");
    expect(job).toMatchObject({ source: "readability", title: "Warehouse Operations Supervisor" });
  });

  it("reads nothing on a list page whose pane still shows another job than the one picked", () => {
    const { document } = loadSavedPage("sites/linkedin-signed-in-search.html");
    const url = "https://www.linkedin.com/jobs/search/?currentJobId=4027654321&keywords=registered%20nurse";
    expect(extractJobPosting(document, url)).toBeNull();
  });

  it("reads a company's careers page with Readability", () => {
    const { document, url } = loadSavedPage("careers-page.html");
    expect(extractJobPosting(document, url)).toMatchObject({
      company: "Harborview Logistics",
      title: "Warehouse Operations Supervisor",
      url,
      source: "readability",
    });
  });

  it.each(["short-page.html", "no-posting.html"])("finds no posting on %s", (name) => {
    const { document, url } = loadSavedPage(name);
    expect(extractJobPosting(document, url || otherSite)).toBeNull();
  });

  it("reports the page's address for JSON-LD without its own", () => {
    const { document } = loadSavedPage("graph.html");
    expect(extractJobPosting(document, otherSite)).toMatchObject({ source: "json-ld", url: otherSite });
  });

  it.each([
    ["JSON-LD without an address of its own", "graph.html", "json-ld"],
    ["Readability", "careers-page.html", "readability"],
  ])("files a posting read by %s on a job site under the posting's own address", (_reader, name, source) => {
    const { document } = loadSavedPage(name);
    const job = extractJobPosting(document, "https://www.indeed.com/jobs?q=nurse&vjk=0a1b2c3d4e5f6789");
    expect(job).toMatchObject({ source, url: "https://www.indeed.com/viewjob?jk=0a1b2c3d4e5f6789" });
  });

  it("still reads a page whose address cannot be parsed, without an adapter", () => {
    const { document } = loadSavedPage("sites/lever.html");
    expect(extractJobPosting(document, "not a url")).toMatchObject({ source: "readability", url: "not a url" });
  });
});
