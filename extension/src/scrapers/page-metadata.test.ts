import { describe, expect, it } from "vitest";
import { parsePage } from "./fixtures/saved-page.ts";
import { cleanCompanyName, guessTitleAndCompany, readPageMetadata } from "./page-metadata.ts";

describe("guessTitleAndCompany", () => {
  it.each([
    ["Title - Company | Careers", ["Senior Nurse - Acme Health | Careers"], "", "Senior Nurse", "Acme Health"],
    ["Title at Company", ["Data Engineer at Quillmark"], "", "Data Engineer", "Quillmark"],
    ["Title @ Company", ["Analytics Engineer @ Quillmark"], "", "Analytics Engineer", "Quillmark"],
    ["the last at", ["Head of Data at Scale at Acme"], "", "Head of Data at Scale", "Acme"],
    ["Greenhouse's application prefix", ["Job Application for Product Designer at Lumen Transit"], "", "Product Designer", "Lumen Transit"],
    [
      "Company hiring Title in Place",
      ["Bramblewood Health hiring Registered Nurse in Portland, OR | LinkedIn"],
      "LinkedIn",
      "Registered Nurse",
      "Bramblewood Health",
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
    [
      "the site's name over a separated part (a place)",
      ["Warehouse Lead - Reno, NV"],
      "Northgate Distribution",
      "Warehouse Lead",
      "Northgate Distribution",
    ],
    ["a job board's name never", ["Staff Accountant - Summit Ridge CPAs"], "Indeed", "Staff Accountant", "Summit Ridge CPAs"],
    [
      "the title's own wording over the site's name",
      ["Barista at Fernhollow Coffee Roasters"],
      "Fernhollow Group",
      "Barista",
      "Fernhollow Coffee Roasters",
    ],
    ["a later candidate's wording", ["Warehouse Lead", "Warehouse Lead at Northgate"], "", "Warehouse Lead", "Northgate"],
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
    ["AT&T", "AT&T"],
    ["LinkedIn", ""],
    ["Glassdoor", ""],
    ["Jobs", ""],
  ])("%j is %j", (name, company) => {
    expect(cleanCompanyName(name)).toBe(company);
  });
});

describe("readPageMetadata", () => {
  it("lists og:title, twitter:title, <title> and the first heading, best first, with the site's name", () => {
    const doc = parsePage(
      '<html><head><meta property="og:title" content="OG"><meta name="twitter:title" content="Twitter"><title> Page\n title </title>' +
        '<meta property="og:site_name" content="Acme Careers"></head><body><h1>Heading <small>small</small></h1><h1>Second</h1></body></html>',
    );
    expect(readPageMetadata(doc)).toEqual({ titles: ["OG", "Twitter", "Page title", "Heading small"], siteName: "Acme Careers" });
  });

  it("falls back to application-name, and skips what is missing", () => {
    const doc = parsePage('<html><head><meta name="application-name" content="Acme"></head><body><p>No title</p></body></html>');
    expect(readPageMetadata(doc)).toEqual({ titles: [], siteName: "Acme" });
  });
});
