import { isOnDomain, type SiteAdapter } from "./site-adapter.ts";

const HOSTS = ["jobs.lever.co", "jobs.eu.lever.co"];
/** "/larkspur/7c1e8d2a-4b6f-4e0a-9d3c-2f5b8a1e6c90", and its "/apply" form. */
const POSTING_PATH = /^\/[^/]+\/[0-9a-f-]{36}(?:\/apply)?\/?$/i;

export const leverAdapter: SiteAdapter = {
  id: "lever",
  name: "Lever",
  hostPatterns: HOSTS.map((host) => `https://${host}/*`),
  matches: (url) => HOSTS.some((host) => isOnDomain(url, host)) && POSTING_PATH.test(url.pathname),
  title: [".posting-headline h2", '[data-qa="posting-name"]'],
  // The company is named by its logo ("Larkspur Freight logo"), else by the page title ("Larkspur Freight - Title").
  company: [{ selector: ".main-header-logo img[alt]", attribute: "alt" }],
  // The first section wrapper is the coloured header with the title; the posting is in the ones after it.
  description: [".posting-page .section-wrapper:not(.accent-section)", '[data-qa="job-description"]'],
  ignore: ['[data-qa="btn-apply-bottom"]', ".last-section-apply"],
  examples: ["lever.html"],
};
