import { isOnDomain, type SiteAdapter } from "./site-adapter.ts";

/** "/BramblewoodHealth/743999912345678-registered-nurse-med-surg". */
const POSTING_PATH = /^\/[^/]+\/\d+(?:-[^/]*)?\/?$/;

export const smartRecruitersAdapter: SiteAdapter = {
  id: "smartrecruiters",
  name: "SmartRecruiters",
  hostPatterns: ["https://jobs.smartrecruiters.com/*"],
  matches: (url) => isOnDomain(url, "jobs.smartrecruiters.com") && POSTING_PATH.test(url.pathname),
  title: ["h1.job-title", 'h1[itemprop="title"]'],
  // The page's schema.org microdata names the employer in a meta element.
  company: [
    { selector: '[itemprop="hiringOrganization"] meta[itemprop="name"]', attribute: "content" },
    { selector: ".header-logo img[alt]", attribute: "alt" },
  ],
  // Company description, job description, qualifications and additional information, each a section.
  description: [".job-sections", '[itemprop="description"]'],
  examples: ["smartrecruiters.html"],
};
