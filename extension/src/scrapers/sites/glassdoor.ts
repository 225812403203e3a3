import { isOnDomain, type SiteAdapter } from "./site-adapter.ts";

const DOMAINS = [
  "glassdoor.com",
  "glassdoor.co.uk",
  "glassdoor.ca",
  "glassdoor.com.au",
  "glassdoor.co.in",
  "glassdoor.ie",
  "glassdoor.de",
  "glassdoor.fr",
  "glassdoor.nl",
];
/** A job's own page "/job-listing/…htm?jl=…", and searches "/Job/…-jobs-SRCH_….htm" with the picked job beside the list. */
const JOB_PATH = /^\/(?:job-listing|Job)\//;

export const glassdoorAdapter: SiteAdapter = {
  id: "glassdoor",
  name: "Glassdoor",
  hostPatterns: DOMAINS.map((domain) => `https://*.${domain}/*`),
  matches: (url) => DOMAINS.some((domain) => isOnDomain(url, domain)) && JOB_PATH.test(url.pathname),
  // Glassdoor's CSS-module class names keep their readable part ("JobDetails_jobDescription__uW_fK"); the hash changes.
  title: ['[data-test="job-title"]', 'h1[id^="jd-job-title"]', '[class*="JobDetails_jobTitle"]'],
  company: ['[data-test="employer-name"]', '[class*="EmployerProfile_employerName"]'],
  description: ['[class*="JobDetails_jobDescription__"]', ".jobDescriptionContent", "#JobDescriptionContainer"],
  // The employer's name sits beside its star rating.
  ignore: ['[class*="rating-single-star"]', '[class*="EmployerProfile_ratingContainer"]'],
  examples: ["glassdoor.html"],
};
