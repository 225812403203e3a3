import { isOnDomain, type SiteAdapter } from "./site-adapter.ts";

/** A job's own page: "/viewjob?jk=…", and the same on the mobile site. */
const VIEW_JOB_PATH = /^\/(?:m\/)?(?:basecamp\/)?viewjob\/?$/;
/** Searches ("/jobs?q=…", "/q-nurse-l-denver-jobs.html"), with the picked job in the right pane (`vjk`). */
const SEARCH_PATH = /^\/(?:jobs\/?|[^/]*-jobs\.html)$/;
const JOB_KEY = /^[0-9a-f]{8,32}$/i;

function jobKey(url: URL): string | null {
  const key = url.searchParams.get("vjk") ?? url.searchParams.get("jk");
  return key !== null && JOB_KEY.test(key) ? key : null;
}

export const indeedAdapter: SiteAdapter = {
  id: "indeed",
  name: "Indeed",
  hostPatterns: ["https://*.indeed.com/*"],
  matches: (url) => isOnDomain(url, "indeed.com") && (VIEW_JOB_PATH.test(url.pathname) || SEARCH_PATH.test(url.pathname)),
  // The job's own page and the search page's right pane share the job component.
  title: ['[data-testid="jobsearch-JobInfoHeader-title"]', ".jobsearch-JobInfoHeader-title"],
  company: [
    '[data-testid="inlineHeader-companyName"]',
    "[data-company-name]",
    '[data-testid="jobsearch-CompanyInfoContainer"] a',
    ".jobsearch-InlineCompanyRating > div:first-child",
  ],
  description: ["#jobDescriptionText", ".jobsearch-JobComponent-description"],
  // The title carries a visually hidden "- job post" for screen readers.
  ignore: ['[data-testid="jobsearch-JobInfoHeader-title"] span span'],
  // The job's own page, without the search and its tracking parameters.
  postingUrl: (url) => {
    const key = jobKey(url);
    return key === null ? url.href : `${url.origin}/viewjob?jk=${key}`;
  },
  examples: ["indeed-viewjob.html", "indeed-search-pane.html"],
};
