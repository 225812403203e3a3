import { describe, expect, it } from "vitest";
import { pageWithJsonLd } from "../test/job-pages.ts";
import { parseHtmlDocument } from "./html-document.ts";
import { extractJsonLdJobPosting } from "./json-ld.ts";

const DESCRIPTION_HTML =
  "<p>Larkspur Freight builds the software that matches carriers with shippers.</p><h3>Requirements</h3><ul><li>TypeScript</li><li>PostgreSQL &amp; AWS</li></ul>";
const DESCRIPTION_TEXT = [
  "Larkspur Freight builds the software that matches carriers with shippers.",
  "",
  "Requirements",
  "",
  "• TypeScript",
  "• PostgreSQL & AWS",
].join("\n");

const posting = (extra: Record<string, unknown> = {}) => ({
  "@context": "https://schema.org",
  "@type": "JobPosting",
  title: "Senior Backend Engineer",
  description: DESCRIPTION_HTML,
  hiringOrganization: { "@type": "Organization", name: "Larkspur Freight" },
  ...extra,
});

const read = (...blocks: unknown[]) => extractJsonLdJobPosting(parseHtmlDocument(pageWithJsonLd(blocks)));
const expected = { company: "Larkspur Freight", title: "Senior Backend Engineer", description: DESCRIPTION_TEXT };

describe("extractJsonLdJobPosting", () => {
  it("reads a single JobPosting object, its HTML description turned into text", () => {
    expect(read(posting())).toEqual(expected);
  });

  it("finds the posting in an array of nodes", () => {
    expect(read([{ "@type": "WebSite", name: "Careers" }, posting()])).toEqual(expected);
  });

  it("finds the posting in an @graph, with the company as an @id reference", () => {
    const graph = {
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "Organization", "@id": "https://larkspur.example/#org", name: "Larkspur Freight" },
        { "@type": "WebPage", "@id": "https://larkspur.example/jobs/1" },
        posting({ hiringOrganization: { "@id": "https://larkspur.example/#org" } }),
      ],
    };
    expect(read(graph)).toEqual(expected);
  });

  it.each([
    ["an array", ["Thing", "JobPosting"]],
    ["a prefixed name", "schema:JobPosting"],
    ["a full IRI", "https://schema.org/JobPosting"],
  ])("recognises @type as %s", (_label, type) => {
    expect(read(posting({ "@type": type }))).toEqual(expected);
  });

  it("takes the company as a plain string, and the title from name when title is missing", () => {
    expect(read(posting({ title: undefined, name: "Staff Engineer", hiringOrganization: "Bramblewood &amp; Co" }))).toEqual({
      ...expected,
      title: "Staff Engineer",
      company: "Bramblewood & Co",
    });
  });

  it("decodes a description encoded twice", () => {
    expect(
      read(posting({ description: "&lt;p&gt;Drive &amp;amp; deliver.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;CDL&lt;/li&gt;&lt;/ul&gt;" }))
        ?.description,
    ).toBe("Drive & deliver.\n\n• CDL");
  });

  it("prefers a posting with a description over an earlier one without", () => {
    expect(read(posting({ title: "Teaser", description: "" }), posting())).toEqual(expected);
  });

  it("skips broken JSON and pages without a posting", () => {
    const broken = `<!doctype html><html><head><script type="application/ld+json">{ not json</script></head><body></body></html>`;
    expect(extractJsonLdJobPosting(parseHtmlDocument(broken))).toBeNull();
    expect(read({ "@type": "Article", headline: "News" })).toBeNull();
  });
});
