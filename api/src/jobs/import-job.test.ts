import { describe, expect, it } from "vitest";
import { pageWithJsonLd } from "../test/job-pages.ts";
import { extractJobPosting, NO_POSTING_MESSAGE, READABLE_PAGE_LIMITS } from "./import-job.ts";

/** The posting found, or null for "no posting". */
function read(html: string) {
  const result = extractJobPosting(html);
  if (result.ok) return result.value;
  expect(result.error).toEqual({ kind: "no_posting", message: NO_POSTING_MESSAGE });
  return null;
}

/** A careers page as sites build them: navigation, the posting in the main column, a sidebar and a footer. */
function careersPage(head: string, options: { jsonLd?: string; wrapper?: boolean } = {}): string {
  const body = `
    <header class="site-header"><nav><a href="/">Home</a> <a href="/about">About</a> <a href="/jobs">Jobs</a></nav></header>
    <div class="layout">
      <main id="content">
        <article class="job-posting">
          <h1>Senior Backend Engineer</h1>
          <p class="meta">Remote (US) · Full-time</p>
          <p>Larkspur Freight builds the software that matches regional carriers with shippers. We move 40,000 loads a
          month, and our APIs are called thousands of times a minute by carriers, brokers and shippers across the country.</p>
          <h2>What you&rsquo;ll do</h2>
          <ul>
            <li>Design and build REST APIs in TypeScript and Node.js</li>
            <li>Own our PostgreSQL schema, queries and migrations; keep p99 latency under 50 ms</li>
            <li>Run services on AWS with Docker and Terraform</li>
          </ul>
          <h2>Requirements</h2>
          <ul>
            <li>5+ years of professional software engineering experience</li>
            <li>Strong TypeScript and Node.js; SQL &amp; PostgreSQL in production</li>
          </ul>
          <p>Health, dental and vision insurance; 401(k) with a 4% match; a $1,500 learning budget. Larkspur Freight is an
          equal opportunity employer and welcomes applicants from every background.</p>
          <button type="button">Apply now</button>
        </article>
      </main>
      <aside class="sidebar"><h3>Share</h3><a href="#">Twitter</a> <a href="#">LinkedIn</a></aside>
    </div>
    <footer class="site-footer"><p>© 2025 Larkspur Freight</p><a href="/privacy">Privacy</a></footer>`;
  if (options.wrapper === false) return `${head}${body}`;
  return `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">${head}${options.jsonLd ?? ""}</head><body>${body}</body></html>`;
}

describe("extractJobPosting with Readability (no JobPosting data)", () => {
  it("reads the main text as lines and bullets, without navigation, sidebar or footer", () => {
    const job = read(careersPage("<title>Senior Backend Engineer at Larkspur Freight</title>"));
    expect(job?.title).toBe("Senior Backend Engineer");
    expect(job?.company).toBe("Larkspur Freight");
    expect(job?.description).toContain("Larkspur Freight builds the software that matches regional carriers with shippers.");
    expect(job?.description).toContain(
      [
        "What you’ll do",
        "",
        "• Design and build REST APIs in TypeScript and Node.js",
        "• Own our PostgreSQL schema, queries and migrations; keep p99 latency under 50 ms",
        "• Run services on AWS with Docker and Terraform",
        "",
        "Requirements",
        "",
        "• 5+ years of professional software engineering experience",
        "• Strong TypeScript and Node.js; SQL & PostgreSQL in production",
      ].join("\n"),
    );
    for (const chrome of ["About", "Privacy", "Twitter", "© 2025", "Apply now"]) expect(job?.description).not.toContain(chrome);
  });

  it.each([
    [
      '<meta property="og:title" content="Senior Backend Engineer - Larkspur Freight"><title>Jobs</title>',
      "Senior Backend Engineer",
      "Larkspur Freight",
    ],
    [
      '<meta property="og:title" content="Senior Backend Engineer"><meta property="og:site_name" content="Larkspur Freight Careers">',
      "Senior Backend Engineer",
      "Larkspur Freight",
    ],
    ["<title>Senior Backend Engineer | Larkspur Freight</title>", "Senior Backend Engineer", "Larkspur Freight"],
    ["<title>Senior Backend Engineer</title>", "Senior Backend Engineer", ""],
  ])("guesses the title and company from %s", (head, title, company) => {
    expect(read(careersPage(head))).toMatchObject({ title, company });
  });

  it("reads a page written without <html> and <body> tags", () => {
    const job = read(careersPage("<title>Senior Backend Engineer at Larkspur Freight</title>", { wrapper: false }));
    expect(job).toMatchObject({ title: "Senior Backend Engineer", company: "Larkspur Freight" });
    expect(job?.description).toContain("• Run services on AWS with Docker and Terraform");
  });

  it("keeps JobPosting's title and company when only its description is missing", () => {
    const jsonLd = `<script type="application/ld+json">{"@type":"JobPosting","title":"Backend Engineer II","hiringOrganization":{"name":"Larkspur Freight Inc."}}</script>`;
    const job = read(careersPage("<title>Careers</title>", { jsonLd }));
    expect(job).toMatchObject({ title: "Backend Engineer II", company: "Larkspur Freight Inc." });
    expect(job?.description).toContain("• Design and build REST APIs in TypeScript and Node.js");
  });

  it("finds nothing on a script-only page or an empty one", () => {
    const shell = `<!doctype html><html><head><title>Careers</title></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div><script src="/app.js"></script></body></html>`;
    expect(read(shell)).toBeNull();
    expect(read("")).toBeNull();
    expect(read("<html><body><p>Short.</p></body></html>")).toBeNull();
  });
});

describe("extractJobPosting with JobPosting data", () => {
  it("prefers JSON-LD over the page's text", () => {
    const page = pageWithJsonLd(
      [{ "@type": "JobPosting", title: "Data Engineer", hiringOrganization: { name: "Quillon" }, description: "<p>Build pipelines.</p>" }],
      "<article><p>Something else entirely, long enough to be read as the main text of this page by Readability.</p></article>",
    );
    expect(read(page)).toEqual({ company: "Quillon", title: "Data Engineer", description: "Build pipelines." });
  });

  it("cuts what would not fit the analysis form: a description at a line break, a title at a word", () => {
    const line = `${"requirement ".repeat(9)}end`;
    const description = `<ul>${`<li>${line}</li>`.repeat(1000)}</ul>`;
    const title = `Engineer ${"very ".repeat(60)}senior`;
    const job = read(pageWithJsonLd([{ "@type": "JobPosting", title, hiringOrganization: "Quillon", description }]));
    expect(job?.description.length).toBeLessThanOrEqual(50_000);
    expect(job?.description.split("\n").at(-1)).toBe(`• ${line}`);
    expect(job?.title.length).toBeLessThanOrEqual(200);
    expect(job?.title.endsWith("very")).toBe(true);
  });
});

describe("extractJobPosting on heavy pages", () => {
  it("ignores scripts, styles, SVG and comments, and still reads JSON-LD", () => {
    const noise = `<script>var big = "${"z".repeat(10_000)}";</script><style>.a{}</style><svg><path d="M0"/></svg><!-- <p>hidden</p> -->`;
    const page = careersPage(`<title>Senior Backend Engineer at Larkspur Freight</title>${noise}`).replace("<article", `${noise}<article`);
    const job = read(page);
    expect(job?.description).not.toMatch(/zzz|hidden|\.a\{/);
    expect(job?.description).toContain("• Run services on AWS with Docker and Terraform");
  });

  it.each([
    ["too many elements", "<div><span>x</span></div>".repeat(READABLE_PAGE_LIMITS.maxElements / 2 + 1)],
    [
      "elements nested too deeply",
      `${"<div>".repeat(READABLE_PAGE_LIMITS.maxDepth + 1)}x${"</div>".repeat(READABLE_PAGE_LIMITS.maxDepth + 1)}`,
    ],
  ])("refuses a page with %s for Readability to read quickly as too large", (_label, body) => {
    const page = `<!doctype html><html><head></head><body>${body}</body></html>`;
    expect(extractJobPosting(page)).toEqual({ ok: false, error: { kind: "too_large", message: "The page is too large" } });
  });

  it("still reads JSON-LD on a page too large for Readability", () => {
    const page = pageWithJsonLd(
      [{ "@type": "JobPosting", title: "Data Engineer", hiringOrganization: "Quillon", description: "Build pipelines." }],
      "<div>".repeat(5000) + "</div>".repeat(5000),
    );
    expect(read(page)).toEqual({ company: "Quillon", title: "Data Engineer", description: "Build pipelines." });
  });
});
