import { describe, expect, it } from "vitest";
import { parsePage } from "./fixtures/saved-page.ts";
import { readSitePosting } from "./read-site-posting.ts";
import type { SiteAdapter } from "./sites/site-adapter.ts";

const url = new URL("https://jobs.example-board.test/acme/123");

/** A made-up site, so each rule of the reader is pinned apart from any real site's markup. */
function adapter(overrides: Partial<SiteAdapter> = {}): SiteAdapter {
  return {
    id: "lever",
    name: "Example board",
    hostPatterns: ["https://jobs.example-board.test/*"],
    matches: () => true,
    title: [".title"],
    company: [".company"],
    description: [".description"],
    examples: [],
    ...overrides,
  };
}

function page(body: string, head = ""): Document {
  return parsePage(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`);
}

const posting =
  '<h1 class="title">Payroll Specialist</h1><p class="company">Acme Foods</p><div class="description"><p>Run payroll.</p></div>';

describe("readSitePosting", () => {
  it("reads title, company and description, and reports the page's address and the site", () => {
    expect(readSitePosting(adapter(), page(posting), url)).toEqual({
      status: "found",
      job: { company: "Acme Foods", title: "Payroll Specialist", description: "Run payroll.", url: url.href, source: "lever" },
    });
  });

  it("tries selectors in order, and within one its matches in page order, passing over empty ones", () => {
    const doc = page(
      `<h1 class="old-title">  </h1><h2 class="new-title">Payroll Specialist</h2><h1 class="old-title">Later</h1>${posting}`,
    );
    const reading = readSitePosting(adapter({ title: [".missing", ".old-title", ".new-title"] }), doc, url);
    expect(reading).toMatchObject({ status: "found", job: { title: "Later" } });
  });

  it("reads an attribute where the selector names one", () => {
    const doc = page(`<img class="logo" alt="Acme Foods logo">${posting.replace('<p class="company">Acme Foods</p>', "")}`);
    const reading = readSitePosting(adapter({ company: [".company", { selector: "img.logo", attribute: "alt" }] }), doc, url);
    expect(reading).toMatchObject({ status: "found", job: { company: "Acme Foods" } });
  });

  it("leaves the ignored elements out of every field", () => {
    const doc = page(
      '<h1 class="title">Payroll Specialist<span class="sr">- job post</span></h1><p class="company">Acme Foods</p>' +
        '<div class="description"><h2 class="sr">About the job</h2><p>Run payroll.</p><a class="apply">Apply</a></div>',
    );
    const reading = readSitePosting(adapter({ ignore: [".sr", ".apply"] }), doc, url);
    expect(reading).toMatchObject({ status: "found", job: { title: "Payroll Specialist", description: "Run payroll." } });
  });

  it("passes over a matching element that is itself ignored", () => {
    const doc = page(`<h1 class="title sr">Payroll Specialist, screen-reader copy</h1>${posting}`);
    expect(readSitePosting(adapter({ ignore: [".sr"] }), doc, url)).toMatchObject({
      status: "found",
      job: { title: "Payroll Specialist" },
    });
  });

  it("skips a selector this browser cannot parse and goes on to the next", () => {
    const reading = readSitePosting(adapter({ title: ["h1:unknown-pseudo(x)", ".title"] }), page(posting), url);
    expect(reading).toMatchObject({ status: "found", job: { title: "Payroll Specialist" } });
  });

  it.each([
    ["no title", posting.replace('class="title"', "")],
    ["no description", posting.replace('class="description"', "")],
    ["an empty description", '<h1 class="title">Payroll Specialist</h1><div class="description"><script>x()</script> </div>'],
  ])("finds no posting with %s", (_case, body) => {
    expect(readSitePosting(adapter(), page(body), url)).toEqual({ status: "missing" });
  });

  it.each([
    ["the page title's wording", "<title>Job Application for Payroll Specialist at Acme Foods</title>", "Acme Foods"],
    ["the site name", '<meta property="og:site_name" content="Acme Foods Careers">', "Acme Foods"],
    ["the other part of the page title", "<title>Acme Foods - Payroll Specialist</title>", "Acme Foods"],
    ["nothing", "<title>Payroll Specialist</title>", ""],
  ])("takes the company from %s when no selector names it", (_case, head, company) => {
    const doc = page(posting.replace('<p class="company">Acme Foods</p>', ""), head);
    expect(readSitePosting(adapter(), doc, url)).toMatchObject({ status: "found", job: { company } });
  });

  it.each([
    ["at Acme Foods", "Acme Foods"],
    ["Acme Foods logo", "Acme Foods"],
    ["LinkedIn", "From Metadata"],
  ])("cleans the company %j to %j", (text, company) => {
    const doc = page(posting.replace(">Acme Foods<", `>${text}<`), '<meta property="og:site_name" content="From Metadata">');
    expect(readSitePosting(adapter(), doc, url)).toMatchObject({ job: { company } });
  });

  describe("with a scope (a list page with one job open)", () => {
    const list = '<ul class="list"><li><h1 class="title">Other job</h1><p class="company">Other Co</p></li></ul>';

    it("reads only inside the first scope that is on the page", () => {
      const doc = page(`${list}<section class="pane">${posting}</section>`);
      const reading = readSitePosting(adapter({ scope: () => [".missing-pane", ".pane"] }), doc, url);
      expect(reading).toMatchObject({ status: "found", job: { title: "Payroll Specialist", company: "Acme Foods" } });
    });

    it("reads nothing when no scope is on the page yet", () => {
      const doc = page(`${list}<section class="loading-pane"></section>${posting}`);
      expect(readSitePosting(adapter({ scope: () => [".pane"] }), doc, url)).toEqual({ status: "not-shown" });
    });

    it("reads the whole page when the scope list is empty", () => {
      expect(readSitePosting(adapter({ scope: () => [] }), page(posting), url)).toMatchObject({ status: "found" });
    });
  });

  it("reports the posting's own address when the adapter gives one", () => {
    const reading = readSitePosting(adapter({ postingUrl: () => "https://jobs.example-board.test/view/123" }), page(posting), url);
    expect(reading).toMatchObject({ job: { url: "https://jobs.example-board.test/view/123" } });
  });

  it("only reads the page, never changes it", () => {
    const doc = page(`<h1 class="title">Payroll Specialist<span class="sr">hidden</span></h1>${posting}`);
    const before = doc.documentElement.outerHTML;
    readSitePosting(adapter({ ignore: [".sr"] }), doc, url);
    expect(doc.documentElement.outerHTML).toBe(before);
  });
});
