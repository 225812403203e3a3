import { describe, expect, it } from "vitest";
import { parseHtmlDocument } from "./html-document.ts";
import { cleanCompanyName, guessTitleAndCompany, readPageMetadata } from "./page-metadata.ts";

describe("guessTitleAndCompany", () => {
  it.each([
    [["Senior Backend Engineer at Larkspur Freight"], "", "Senior Backend Engineer", "Larkspur Freight"],
    [["Job Application for Product Designer at Bramblewood"], "", "Product Designer", "Bramblewood"],
    [["Senior Backend Engineer - Larkspur Freight"], "", "Senior Backend Engineer", "Larkspur Freight"],
    [["Senior Backend Engineer | Larkspur Freight"], "", "Senior Backend Engineer", "Larkspur Freight"],
    [["Full-Stack Developer – Berlin – Quillon"], "", "Full-Stack Developer", "Quillon"],
    [
      ["Larkspur Freight hiring Senior Backend Engineer in Denver, CO | LinkedIn"],
      "LinkedIn",
      "Senior Backend Engineer",
      "Larkspur Freight",
    ],
    [["Senior Backend Engineer - Remote | Larkspur Careers"], "Larkspur Careers", "Senior Backend Engineer", "Larkspur"],
    [["Senior Backend Engineer"], "Larkspur Freight", "Senior Backend Engineer", "Larkspur Freight"],
    [["Senior Backend Engineer", "Senior Backend Engineer at Larkspur Freight"], "Indeed", "Senior Backend Engineer", "Larkspur Freight"],
    [["Nurse (Nights) | Indeed.com"], "Indeed", "Nurse (Nights)", ""],
    [["We're hiring: Barista"], "", "We're hiring: Barista", ""],
    [[], "", "", ""],
  ])("guesses %j with site name %j as title %j at %j", (titles, siteName, title, company) => {
    expect(guessTitleAndCompany({ titles, siteName })).toEqual({ title, company });
  });
});

describe("cleanCompanyName", () => {
  it.each([
    ["Acme Careers", "Acme"],
    ["Careers at Acme", "Acme"],
    ["Acme - Jobs", "Acme"],
    ["Greenhouse", ""],
    ["  Acme   Corp ", "Acme Corp"],
  ])("turns %j into %j", (raw, cleaned) => {
    expect(cleanCompanyName(raw)).toBe(cleaned);
  });
});

describe("readPageMetadata", () => {
  it("reads og:title, twitter:title, <title>, the first heading and the site name", () => {
    const document = parseHtmlDocument(`<!doctype html><html><head>
      <meta property="og:title" content="Engineer at Acme &amp; Sons">
      <meta name="twitter:title" content="Engineer">
      <meta property="og:site_name" content="Acme">
      <title> Engineer
        | Acme </title></head><body><h1>Engineer <small>(Remote)</small></h1></body></html>`);
    expect(readPageMetadata(document)).toEqual({
      titles: ["Engineer at Acme & Sons", "Engineer", "Engineer | Acme", "Engineer (Remote)"],
      siteName: "Acme",
    });
  });
});
