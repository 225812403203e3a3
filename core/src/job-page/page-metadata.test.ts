import { describe, expect, it } from "vitest";
import type { MarkupNode } from "./markup-text.ts";
import { cleanCompanyName, guessTitleAndCompany, type MetadataDocument, type MetadataElement, readPageMetadata } from "./page-metadata.ts";

describe("guessTitleAndCompany", () => {
  it.each([
    ["Title - Company | Careers", ["Senior Nurse - Acme Health | Careers"], "", "Senior Nurse", "Acme Health"],
    ["Title at Company", ["Data Engineer at Quillmark"], "", "Data Engineer", "Quillmark"],
    ["Title at a two-word Company", ["Senior Backend Engineer at Larkspur Freight"], "", "Senior Backend Engineer", "Larkspur Freight"],
    ["Title @ Company", ["Analytics Engineer @ Quillmark"], "", "Analytics Engineer", "Quillmark"],
    ["the last at", ["Head of Data at Scale at Acme"], "", "Head of Data at Scale", "Acme"],
    ["Greenhouse's application prefix", ["Job Application for Product Designer at Lumen Transit"], "", "Product Designer", "Lumen Transit"],
    [
      "the application prefix, one-word company",
      ["Job Application for Product Designer at Bramblewood"],
      "",
      "Product Designer",
      "Bramblewood",
    ],
    ["Title - Company", ["Senior Backend Engineer - Larkspur Freight"], "", "Senior Backend Engineer", "Larkspur Freight"],
    ["Title | Company", ["Senior Backend Engineer | Larkspur Freight"], "", "Senior Backend Engineer", "Larkspur Freight"],
    ["Title – Place – Company", ["Full-Stack Developer – Berlin – Quillon"], "", "Full-Stack Developer", "Quillon"],
    [
      "Company hiring Title in Place",
      ["Bramblewood Health hiring Registered Nurse in Portland, OR | LinkedIn"],
      "LinkedIn",
      "Registered Nurse",
      "Bramblewood Health",
    ],
    [
      "Company hiring Title in another Place",
      ["Larkspur Freight hiring Senior Backend Engineer in Denver, CO | LinkedIn"],
      "LinkedIn",
      "Senior Backend Engineer",
      "Larkspur Freight",
    ],
    [
      "a notification count and the board's name",
      ["(3) Senior Data Engineer | Corvane Analytics | LinkedIn"],
      "",
      "Senior Data Engineer",
      "Corvane Analytics",
    ],
    ["a hyphenated title", ["Full-Stack Engineer - Acme"], "", "Full-Stack Engineer", "Acme"],
    ["the site's name when the title names no company", ["Warehouse Lead"], "Northgate Careers", "Warehouse Lead", "Northgate"],
    ["the site's name, as it is", ["Senior Backend Engineer"], "Larkspur Freight", "Senior Backend Engineer", "Larkspur Freight"],
    [
      "the site's name over a separated part (a place)",
      ["Warehouse Lead - Reno, NV"],
      "Northgate Distribution",
      "Warehouse Lead",
      "Northgate Distribution",
    ],
    [
      "the site's name, left out of the title",
      ["Senior Backend Engineer - Remote | Larkspur Careers"],
      "Larkspur Careers",
      "Senior Backend Engineer",
      "Larkspur",
    ],
    ["a job board's name never", ["Staff Accountant - Summit Ridge CPAs"], "Indeed", "Staff Accountant", "Summit Ridge CPAs"],
    ["a job board's name, in the title too, never", ["Nurse (Nights) | Indeed.com"], "Indeed", "Nurse (Nights)", ""],
    [
      "the title's own wording over the site's name",
      ["Barista at Fernhollow Coffee Roasters"],
      "Fernhollow Group",
      "Barista",
      "Fernhollow Coffee Roasters",
    ],
    ["a later candidate's wording", ["Warehouse Lead", "Warehouse Lead at Northgate"], "", "Warehouse Lead", "Northgate"],
    [
      "a later candidate's wording over a job board's name",
      ["Senior Backend Engineer", "Senior Backend Engineer at Larkspur Freight"],
      "Indeed",
      "Senior Backend Engineer",
      "Larkspur Freight",
    ],
    ["'we' hiring, which names no company", ["We're hiring: Barista"], "", "We're hiring: Barista", ""],
    ["nothing", [], "", "", ""],
  ])("reads %s", (_case, titles, siteName, title, company) => {
    expect(guessTitleAndCompany({ titles, siteName })).toEqual({ title, company });
  });

  it.each([
    ["Company - Title (Lever)", ["Orbitfold - Site Reliability Engineer"], "Orbitfold"],
    ["Title - Place - Company", ["Site Reliability Engineer - Remote - Orbitfold"], "Orbitfold"],
    ["Title at Company", ["Site Reliability Engineer at Orbitfold"], "Orbitfold"],
    ["an at that is not the title", ["Life at Orbitfold"], ""],
  ])("with the title known, finds the company in %s", (_case, titles, company) => {
    expect(guessTitleAndCompany({ titles, siteName: "" }, "Site Reliability Engineer")).toEqual({
      title: "Site Reliability Engineer",
      company,
    });
  });

  it("without the title known, cannot tell which part of 'Company - Title' is the company", () => {
    expect(guessTitleAndCompany({ titles: ["Orbitfold - Site Reliability Engineer"], siteName: "" })).toEqual({
      title: "Orbitfold",
      company: "Site Reliability Engineer",
    });
  });

  it("keeps a hostile page's title short", () => {
    const { title } = guessTitleAndCompany({ titles: ["x".repeat(5000)], siteName: "" });
    expect(title.length).toBeLessThanOrEqual(300);
  });
});

describe("cleanCompanyName", () => {
  it.each([
    ["at Quillmark", "Quillmark"],
    ["Careers at Acme", "Acme"],
    ["Acme Careers", "Acme"],
    ["Acme - Jobs", "Acme"],
    ["Orbitfold logo", "Orbitfold"],
    ["Orbitfold Home Page", "Orbitfold"],
    ["  Ironbridge\n   Builders ", "Ironbridge Builders"],
    ["  Acme   Corp ", "Acme Corp"],
    ["AT&T", "AT&T"],
    ["LinkedIn", ""],
    ["Glassdoor", ""],
    ["Greenhouse", ""],
    ["Welcome to the Jungle", ""],
    ["Jobs", ""],
  ])("%j is %j", (name, company) => {
    expect(cleanCompanyName(name)).toBe(company);
  });
});

// Hand-built nodes: core has no DOM. The parser (the browser's, linkedom) has already decoded entities by then.
type Child = MetadataElement | string;

const textNode = (value: string): MarkupNode => ({ nodeType: 3, nodeValue: value, textContent: value, childNodes: [] });

function element(tagName: string, attributes: Record<string, string>, ...children: Child[]): MetadataElement {
  const childNodes = children.map((child) => (typeof child === "string" ? textNode(child) : child));
  return {
    nodeType: 1,
    nodeValue: null,
    tagName: tagName.toUpperCase(),
    childNodes,
    textContent: childNodes.map((child) => child.textContent ?? "").join(""),
    getAttribute: (name) => attributes[name] ?? null,
  };
}

const meta = (key: "property" | "name", value: string, content: string) => element("meta", { [key]: value, content });

/** Answers the selectors `readPageMetadata` asks ("h1", `meta[property="og:title"]`): the first match in order. */
function fakeDocument(...elements: MetadataElement[]): MetadataDocument {
  return {
    querySelector(selectors) {
      const [, tag = "", attribute, value] = /^(\w+)(?:\[(\w+)="([^"]*)"\])?$/.exec(selectors) ?? [];
      const found = elements.find(
        (candidate) => candidate.tagName === tag.toUpperCase() && (attribute === undefined || candidate.getAttribute(attribute) === value),
      );
      return found ?? null;
    },
  };
}

describe("readPageMetadata", () => {
  it.each([
    [
      "og:title, twitter:title, <title> and the first heading, best first, with the site's name",
      fakeDocument(
        meta("property", "og:title", "OG"),
        meta("name", "twitter:title", "Twitter"),
        element("title", {}, " Page\n title "),
        meta("property", "og:site_name", "Acme Careers"),
        element("h1", {}, "Heading ", element("small", {}, "small")),
        element("h1", {}, "Second"),
      ),
      { titles: ["OG", "Twitter", "Page title", "Heading small"], siteName: "Acme Careers" },
    ],
    [
      "names and contents as the parser decoded them, on one line",
      fakeDocument(
        meta("property", "og:title", "Engineer at Acme & Sons"),
        meta("name", "twitter:title", "Engineer"),
        meta("property", "og:site_name", "Acme"),
        element("title", {}, " Engineer\n        | Acme "),
        element("h1", {}, "Engineer ", element("small", {}, "(Remote)")),
      ),
      { titles: ["Engineer at Acme & Sons", "Engineer", "Engineer | Acme", "Engineer (Remote)"], siteName: "Acme" },
    ],
    [
      "application-name when there is no og:site_name, skipping what is missing",
      fakeDocument(meta("name", "application-name", "Acme"), element("p", {}, "No title")),
      { titles: [], siteName: "Acme" },
    ],
    [
      "og: keys given as name= instead of property=",
      fakeDocument(meta("name", "og:title", "Nurse"), meta("name", "og:site_name", "Bramblewood")),
      { titles: ["Nurse"], siteName: "Bramblewood" },
    ],
  ])("reads %s", (_case, doc, metadata) => {
    expect(readPageMetadata(doc)).toEqual(metadata);
  });

  it("keeps a hostile page's metadata short", () => {
    const { titles } = readPageMetadata(fakeDocument(meta("property", "og:title", "x ".repeat(5000))));
    expect(titles[0]?.length).toBeLessThanOrEqual(300);
  });
});
