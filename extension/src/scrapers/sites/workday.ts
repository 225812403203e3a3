import { isOnDomain, type SiteAdapter } from "./site-adapter.ts";

/** Each employer is a tenant: "northgate.wd5.myworkdayjobs.com", or "wd3.myworkdaysite.com/recruiting/northgate/…". */
const DOMAINS = ["myworkdayjobs.com", "myworkdaysite.com"];
/** "…/External/job/Reno-NV/Warehouse-Lead_R-10432", and the search's split view "…/External/details/Warehouse-Lead_R-10432". */
const JOB_PATH = /\/(?:job|details)\/[^/]/;

export const workdayAdapter: SiteAdapter = {
  id: "workday",
  name: "Workday",
  hostPatterns: DOMAINS.map((domain) => `https://*.${domain}/*`),
  matches: (url) => DOMAINS.some((domain) => isOnDomain(url, domain)) && JOB_PATH.test(url.pathname),
  title: ['[data-automation-id="jobPostingHeader"]'],
  // Workday names the employer only by the logo in its header (and in JSON-LD, read before this).
  company: [
    '[data-automation-id="jobPostingCompany"]',
    { selector: 'img[data-automation-id="logo"][alt]', attribute: "alt" },
    { selector: '[data-automation-id="logo"] img[alt]', attribute: "alt" },
  ],
  description: ['[data-automation-id="jobPostingDescription"]'],
  examples: ["workday.html"],
};
