/**
 * The job posting on a page, read in order of trust: the page's JSON-LD JobPosting, then the adapter of the job site
 * the page is on (sites/), then Readability's main text with a title and company guessed from the page's metadata.
 */
import type { ScrapedJob } from "./job-posting.ts";
import { extractJsonLdJobPosting } from "./json-ld.ts";
import { readSitePosting } from "./read-site-posting.ts";
import { extractReadablePosting } from "./readable-page.ts";
import { siteAdapterFor } from "./sites/index.ts";

function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** `url` is the page's address (the tab's, which a single-page site changes without reloading the document). */
export function extractJobPosting(document: Document, url: string): ScrapedJob | null {
  const pageUrl = parseUrl(url);
  const adapter = pageUrl === null ? undefined : siteAdapterFor(pageUrl);
  // Whoever reads the posting, it is filed under its own address, not a search's or a tracking link's.
  const postingUrl = pageUrl !== null && adapter?.postingUrl !== undefined ? adapter.postingUrl(pageUrl) : url;

  const fromJsonLd = extractJsonLdJobPosting(document, postingUrl);
  if (fromJsonLd !== null) return fromJsonLd;

  if (pageUrl !== null && adapter !== undefined) {
    const reading = readSitePosting(adapter, document, pageUrl);
    if (reading.status === "found") return reading.job;
    // The job picked in a list is not shown yet: Readability would read the previous one, or the list.
    if (reading.status === "not-shown") return null;
  }
  return extractReadablePosting(document, postingUrl);
}
