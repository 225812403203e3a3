import { isOnDomain, type SiteAdapter } from "./site-adapter.ts";

/** "/jobs/2987654-senior-data-engineer" and "/company/quillmark/jobs/2987654-senior-data-engineer". */
const JOB_PATH = /^\/(?:company\/[^/]+\/)?jobs\/\d+(?:-[^/]*)?\/?$/;

export const wellfoundAdapter: SiteAdapter = {
  id: "wellfound",
  name: "Wellfound",
  hostPatterns: ["https://*.wellfound.com/*"],
  matches: (url) => isOnDomain(url, "wellfound.com") && JOB_PATH.test(url.pathname),
  // Wellfound's test ids first; its CSS-module names ("styles_description__xjvTf") keep their readable part.
  title: ['[data-test="JobTitle"]', 'h1[class*="styles_title"]'],
  company: ['[data-test="CompanyName"]', 'a[class*="styles_companyLink"]'],
  description: ['[data-test="JobDescription"]', "#job-description", '[class*="styles_description__"]'],
  examples: ["wellfound.html"],
};
