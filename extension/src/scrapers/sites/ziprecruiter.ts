import { isOnDomain, type SiteAdapter } from "./site-adapter.ts";

const DOMAINS = ["ziprecruiter.com", "ziprecruiter.co.uk"];
/** "/c/Northgate-Distribution/Job/Warehouse-Lead/-in-Reno,NV?jid=…", "/jobs/northgate-distribution-1a2b3c4d/warehouse-lead-5e6f7a8b". */
const JOB_PATH = /^\/(?:c\/[^/]+\/Job\/|jobs\/[^/]+\/[^/]+|job\/)/;

export const zipRecruiterAdapter: SiteAdapter = {
  id: "ziprecruiter",
  name: "ZipRecruiter",
  hostPatterns: DOMAINS.map((domain) => `https://*.${domain}/*`),
  matches: (url) => DOMAINS.some((domain) => isOnDomain(url, domain)) && JOB_PATH.test(url.pathname),
  title: [".job_title", '[data-testid="job-title"]'],
  company: [".hiring_company_text", ".t_company_name", '[data-testid="job-company"]'],
  description: [".job_description", ".jobDescriptionSection"],
  examples: ["ziprecruiter.html"],
};
