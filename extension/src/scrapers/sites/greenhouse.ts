import { isOnDomain, type SiteAdapter } from "./site-adapter.ts";

/** The classic boards and the newer job boards, in the US and the EU data centre. */
const HOSTS = ["boards.greenhouse.io", "boards.eu.greenhouse.io", "job-boards.greenhouse.io", "job-boards.eu.greenhouse.io"];
/** "/quillmark/jobs/4412345", and the classic board's embedded job page "/embed/job_app?for=quillmark&token=4412345". */
const JOB_PATH = /^\/[^/]+\/jobs\/\d+\/?$/;
const EMBED_PATH = /^\/embed\/job_app\/?$/;

export const greenhouseAdapter: SiteAdapter = {
  id: "greenhouse",
  name: "Greenhouse",
  hostPatterns: HOSTS.map((host) => `https://${host}/*`),
  matches: (url) =>
    HOSTS.some((host) => isOnDomain(url, host)) &&
    (JOB_PATH.test(url.pathname) || (EMBED_PATH.test(url.pathname) && url.searchParams.has("token"))),
  // Newer job boards first (".job__…"), then the classic boards (".app-title", "#content").
  title: [".job__title h1", ".job__title", ".app-title"],
  // The classic board writes "at Quillmark"; the newer one names the company only in its page title.
  company: [".company-name", { selector: ".logo-container img[alt]", attribute: "alt" }],
  description: [".job__description", "#content"],
  examples: ["greenhouse-boards.html", "greenhouse-job-boards.html"],
};
