import { isOnDomain, type SiteAdapter } from "./site-adapter.ts";

/** "/jobs/view/4012345678/" signed in; "/jobs/view/registered-nurse-at-bramblewood-health-4012345678" for guests. */
const JOB_VIEW_PATH = /^\/jobs\/view\/(?:[^/]*-)?(\d+)\/?$/;
/** Search results and collections ("Recommended for you"): a list, with the job picked in it open beside. */
const JOB_LIST_PATH = /^\/jobs\/(?:search|search-results|collections)(?:\/|$)/;
const JOB_ID = /^\d+$/;

/** The job open in a list (`?currentJobId=`), when the page is a list. */
function openJobId(url: URL): string | null {
  const id = url.searchParams.get("currentJobId");
  return JOB_LIST_PATH.test(url.pathname) && id !== null && JOB_ID.test(id) ? id : null;
}

/** Signed-in pages (the "unified top card") and the public guest pages (the "top card layout") share these lists. */
export const linkedInAdapter: SiteAdapter = {
  id: "linkedin",
  name: "LinkedIn",
  hostPatterns: ["https://*.linkedin.com/*"],
  matches: (url) => isOnDomain(url, "linkedin.com") && (JOB_VIEW_PATH.test(url.pathname) || openJobId(url) !== null),
  scope: (url) => {
    const id = openJobId(url);
    if (id === null) return [];
    // The detail pane keeps the previous job until the picked one loads: read it only once it links to the picked job.
    return [`.jobs-search__job-details--container:has(a[href*="/jobs/view/${id}/"])`, `.details-pane__content:has(a[href*="-${id}"])`];
  },
  title: [
    ".job-details-jobs-unified-top-card__job-title h1",
    ".job-details-jobs-unified-top-card__job-title",
    ".jobs-unified-top-card__job-title",
    ".top-card-layout__title",
    ".topcard__title",
  ],
  company: [
    ".job-details-jobs-unified-top-card__company-name a",
    ".job-details-jobs-unified-top-card__company-name",
    ".jobs-unified-top-card__company-name",
    ".topcard__org-name-link",
    ".top-card-layout__second-subline .topcard__flavor",
  ],
  description: [
    "#job-details",
    ".jobs-description__content .jobs-box__html-content",
    ".jobs-description-content__text",
    ".description__text .show-more-less-html__markup",
    ".show-more-less-html__markup",
  ],
  // The signed-in description opens with its own "About the job" heading.
  ignore: ["#job-details > h2", ".jobs-description__content h2.text-heading-large"],
  postingUrl: (url) => {
    const id = openJobId(url) ?? url.pathname.match(JOB_VIEW_PATH)?.[1];
    return id === undefined ? url.href : `https://www.linkedin.com/jobs/view/${id}/`;
  },
  examples: ["linkedin-signed-in-view.html", "linkedin-signed-in-search.html", "linkedin-guest-view.html", "linkedin-guest-search.html"],
};
