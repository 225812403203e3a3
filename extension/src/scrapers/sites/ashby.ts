import { isOnDomain, type SiteAdapter } from "./site-adapter.ts";

/** "/quillmark/3f2a9c1e-8b7d-4c6a-a1e2-5d9f0b3c7e41", and its "/application" tab. */
const POSTING_PATH = /^\/[^/]+\/[0-9a-f-]{36}(?:\/application)?\/?$/i;

export const ashbyAdapter: SiteAdapter = {
  id: "ashby",
  name: "Ashby",
  hostPatterns: ["https://jobs.ashbyhq.com/*"],
  matches: (url) => isOnDomain(url, "jobs.ashbyhq.com") && POSTING_PATH.test(url.pathname),
  // Ashby's stable "ashby-job-posting-…" class names first; its CSS-module names ("_descriptionText_1xk3z_201") change per build.
  title: [".ashby-job-posting-heading", 'h1[class*="_title_"]'],
  company: [{ selector: 'img[class*="_navLogoWordmarkImage_"][alt]', attribute: "alt" }],
  description: ['[class*="_descriptionText_"]', '.ashby-job-posting-right-pane [role="tabpanel"]'],
  examples: ["ashby.html"],
};
