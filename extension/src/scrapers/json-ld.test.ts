import { readFileSync } from "node:fs";
import { DOMParser } from "linkedom";
import { describe, expect, it } from "vitest";
import { extractJsonLdJobPosting } from "./json-ld.ts";

function page(html: string): Document {
  return new DOMParser().parseFromString(html, "text/html") as unknown as Document;
}

function fixture(name: string): Document {
  return page(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8"));
}

/** Embeds JSON-LD as pages do, with "</" escaped so a "</script>" inside a string cannot end the block early. */
function withJsonLd(...blocks: string[]): Document {
  const scripts = blocks.map((block) => `<script type="application/ld+json">${block.replaceAll("</", "<\\/")}</script>`).join("");
  return page(`<!doctype html><html><head>${scripts}</head><body><h1>Page</h1></body></html>`);
}

describe("extractJsonLdJobPosting on saved pages", () => {
  it("reads a single JobPosting object, decoding a description encoded twice", () => {
    expect(extractJsonLdJobPosting(fixture("plain-object.html"))).toEqual({
      company: "Larkspur Freight & Logistics",
      title: "Senior Backend Engineer",
      description: [
        "Larkspur Freight builds the software that matches regional carriers with shippers.",
        "",
        "What you’ll do",
        "",
        "• Design REST APIs in TypeScript and Node.js",
        "• Own our PostgreSQL schema & migrations",
        "",
        "Requirements",
        "",
        "• 5+ years of backend experience",
        "• AWS and Docker",
        "",
        "Salary: $150,000–$180,000",
        "Remote within the US",
      ].join("\n"),
      url: "https://careers.larkspur-freight.example/jobs/4821",
      source: "json-ld",
    });
  });

  it("finds the posting in an @graph, with @type as an array and the company as an @id reference", () => {
    expect(extractJsonLdJobPosting(fixture("graph.html"))).toEqual({
      company: "Bramblewood Health",
      title: "Registered Nurse, ICU (Nights)",
      description: [
        "Join our 24-bed intensive care unit.",
        "",
        "Responsibilities",
        "",
        "• Assess and monitor critically ill patients",
        "• Titrate vasoactive drips per protocol",
        "",
        "Qualifications",
        "",
        "• Current RN license",
        "• BLS and ACLS certification",
        "• Two years of ICU experience",
      ].join("\n"),
      url: "",
      source: "json-ld",
    });
  });

  it("finds the posting in a top-level array, with a full-IRI @type and raw line breaks in the JSON", () => {
    const job = extractJsonLdJobPosting(fixture("array.html"));
    expect(job).toMatchObject({ company: "Fernhollow Outdoor", title: "Digital Marketing Manager", source: "json-ld" });
    // Raw line breaks inside a JSON string are not valid JSON; the page is still read, its text as one paragraph.
    expect(job?.description).toBe(
      "About Fernhollow We make lightweight camping gear. What you'll own - Paid search in Google Ads - Paid social on Meta Ads",
    );
  });

  it("returns null for a page whose only posting is broken JSON", () => {
    expect(extractJsonLdJobPosting(fixture("no-posting.html"))).toBeNull();
  });
});

describe("extractJsonLdJobPosting on edge cases", () => {
  const posting = (fields: Record<string, unknown>) =>
    JSON.stringify({ "@context": "https://schema.org", "@type": "JobPosting", ...fields });

  it.each([
    ["no JSON-LD at all", page("<!doctype html><html><head></head><body><p>Hello</p></body></html>")],
    ["an empty script", withJsonLd("")],
    ["a JSON null", withJsonLd("null")],
    ["only other types", withJsonLd(JSON.stringify({ "@type": "Organization", name: "Acme" }))],
    ["a posting with neither title nor description", withJsonLd(posting({ hiringOrganization: "Acme" }))],
    ["JSON nested too deep to be a posting", withJsonLd(`${"[".repeat(50)}${posting({ title: "Deep" })}${"]".repeat(50)}`)],
  ])("returns null for %s", (_case, doc) => {
    expect(extractJsonLdJobPosting(doc)).toBeNull();
  });

  it("skips a broken block and reads the next one", () => {
    const job = extractJsonLdJobPosting(withJsonLd("{ not json", posting({ title: "Data Analyst", hiringOrganization: "Acme" })));
    expect(job).toMatchObject({ title: "Data Analyst", company: "Acme" });
  });

  it.each([
    ["a string", "Acme Corp"],
    ["an object", { "@type": "Organization", name: "Acme Corp" }],
    ["an array", [{ "@type": "Organization", legalName: "Acme Corp" }]],
  ])("reads the company when hiringOrganization is %s", (_case, hiringOrganization) => {
    expect(extractJsonLdJobPosting(withJsonLd(posting({ title: "Analyst", hiringOrganization })))?.company).toBe("Acme Corp");
  });

  it.each(["JobPosting", "schema:JobPosting", "https://schema.org/JobPosting", ["Thing", "JobPosting"]])("recognises @type %j", (type) => {
    const doc = withJsonLd(JSON.stringify({ "@type": type, title: "Analyst" }));
    expect(extractJsonLdJobPosting(doc)?.title).toBe("Analyst");
  });

  it("does not mistake other types ending in the same letters", () => {
    expect(extractJsonLdJobPosting(withJsonLd(JSON.stringify({ "@type": "NotAJobPosting", title: "x" })))).toBeNull();
  });

  it("reads a posting wrapped in an HTML comment", () => {
    expect(extractJsonLdJobPosting(withJsonLd(`<!--${posting({ title: "Paralegal" })}-->`))?.title).toBe("Paralegal");
  });

  it("keeps a plain-text description's own line breaks and decodes its entities", () => {
    const job = extractJsonLdJobPosting(withJsonLd(posting({ title: "Teacher", description: "Line one &amp; more\nLine two" })));
    expect(job?.description).toBe("Line one & more\nLine two");
  });

  it("turns markup in titles into text and never runs it", () => {
    const job = extractJsonLdJobPosting(withJsonLd(posting({ title: "<b>Lead</b> &lt;Engineer&gt; <img src=x onerror=alert(1)>" })));
    expect(job?.title).toBe("Lead <Engineer>");
  });

  it("drops scripts and styles inside a description", () => {
    const job = extractJsonLdJobPosting(
      withJsonLd(posting({ title: "Analyst", description: "<p>Real text</p><script>alert(1)</script><style>p{}</style>" })),
    );
    expect(job?.description).toBe("Real text");
  });
});
