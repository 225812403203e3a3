import { describe, expect, it } from "vitest";
import { readJsonLdJobPosting } from "./json-ld.ts";

// Plain-text descriptions: the markup side is markup-text.test.ts's. No parser: tags would be stripped.
const noParser = () => null;
const read = (...scripts: string[]) => readJsonLdJobPosting(scripts, noParser);

describe("readJsonLdJobPosting", () => {
  it("reads a single object", () => {
    const script = JSON.stringify({
      "@type": "JobPosting",
      title: "Data Analyst",
      description: "SQL and Tableau",
      hiringOrganization: { "@type": "Organization", name: "Acme" },
      url: "https://acme.example/jobs/1",
    });
    expect(read(script)).toEqual({
      company: "Acme",
      title: "Data Analyst",
      description: "SQL and Tableau",
      url: "https://acme.example/jobs/1",
    });
  });

  it("finds the posting in an @graph, with the company by @id reference and @type as an array or IRI", () => {
    const script = JSON.stringify({
      "@graph": [
        { "@type": "Organization", "@id": "#org", name: "Beta" },
        { "@type": ["Thing", "https://schema.org/JobPosting"], name: "Nurse", description: "ICU", hiringOrganization: { "@id": "#org" } },
      ],
    });
    expect(read(script)).toMatchObject({ company: "Beta", title: "Nurse", description: "ICU", url: "" });
  });

  it("prefers a posting with a description over an earlier one with only a title", () => {
    const script = JSON.stringify([
      { "@type": "JobPosting", title: "Teaser" },
      { "@type": "JobPosting", title: "Full", description: "Everything" },
    ]);
    expect(read(script)?.title).toBe("Full");
  });

  it("reads JSON wrapped in a comment with raw line breaks in strings, and skips broken blocks", () => {
    const wrapped = '<!-- {"@type": "JobPosting", "title": "Cook", "description": "Line one\nline two"} -->';
    expect(read("{not json", wrapped)).toMatchObject({ title: "Cook", description: "Line one line two" });
  });

  it("answers null when there is no posting", () => {
    expect(read(JSON.stringify({ "@type": "Organization", name: "Acme" }), "")).toBeNull();
  });
});
