/**
 * A job site's markup as data: where its pages are and which elements hold the posting. Each site is one file in
 * this folder, with saved example pages (fixtures/sites/) that its selectors must read.
 */

/** Every site with an adapter; also the `source` of a posting read by one. */
export const siteIds = [
  "linkedin",
  "indeed",
  "greenhouse",
  "lever",
  "workday",
  "ashby",
  "smartrecruiters",
  "glassdoor",
  "ziprecruiter",
  "wellfound",
] as const;
export type SiteId = (typeof siteIds)[number];

/** A CSS selector: the value is the element's text, or with `attribute`, that attribute's value (a logo's alt). */
export type FieldSelector = string | { readonly selector: string; readonly attribute: string };

export interface SiteAdapter {
  readonly id: SiteId;
  readonly name: string;
  /** Match patterns ("https://*.linkedin.com/*") for the manifest's host permissions and content-script matches. */
  readonly hostPatterns: readonly string[];
  /** Whether the address is one of this site's posting pages (a job's own page, or a list with one job open). */
  matches(url: URL): boolean;
  /**
   * On a list page with one job open: where that job is shown, best first. When none of these exists, the open job
   * is not on screen yet and the page is read as having no posting. An empty list means the whole page.
   */
  scope?(url: URL): readonly string[];
  /** Each list is tried in order; the first element with non-empty text wins. */
  readonly title: readonly FieldSelector[];
  /** When none matches, the company is guessed from the page's metadata (og:site_name, the page title). */
  readonly company: readonly FieldSelector[];
  readonly description: readonly string[];
  /** Page chrome inside those elements that is not part of the posting: hidden labels, "About the job", apply links. */
  readonly ignore?: readonly string[];
  /** The posting's own address, where the page's is a search with the job open or carries tracking parameters. */
  postingUrl?(url: URL): string;
  /** File names under fixtures/sites/ of saved pages this adapter must read. */
  readonly examples: readonly string[];
}

/** "uk.linkedin.com" is on linkedin.com; "linkedin.com.example" and "notlinkedin.com" are not. Job sites are https only. */
export function isOnDomain(url: URL, domain: string): boolean {
  const host = url.hostname.toLowerCase();
  return url.protocol === "https:" && (host === domain || host.endsWith(`.${domain}`));
}
