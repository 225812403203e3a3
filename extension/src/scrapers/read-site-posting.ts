/** Reads a job posting from a page with a site adapter's selectors (sites/). */
import { cleanCompanyName, guessTitleAndCompany, readPageMetadata } from "@jobfit/core";
import type { ScrapedJob } from "./job-posting.ts";
import { blockText, inlineText, oneLine } from "./page-text.ts";
import type { FieldSelector, SiteAdapter } from "./sites/site-adapter.ts";

export type SiteReading =
  | { status: "found"; job: ScrapedJob }
  /** The site's markup is not on the page (a page without a posting, or a redesign): another reader may try. */
  | { status: "missing" }
  /** A list page whose open job is not shown yet: anything read now would be another job, so nothing is. */
  | { status: "not-shown" };

/** Elements matching `selector` in `root`; none for a selector this browser cannot parse (e.g. `:has` in an old one). */
function selectAll(root: ParentNode, selector: string): Element[] {
  try {
    return Array.from(root.querySelectorAll(selector));
  } catch {
    return [];
  }
}

function ignoredElements(root: ParentNode, ignore: readonly string[]): Set<Node> {
  return new Set(ignore.flatMap((selector) => selectAll(root, selector)));
}

/** The first non-empty value any of the selectors gives, in their order. */
function readField(root: ParentNode, selectors: readonly FieldSelector[], ignored: ReadonlySet<Node>): string {
  for (const entry of selectors) {
    const { selector, attribute } = typeof entry === "string" ? { selector: entry, attribute: undefined } : entry;
    for (const element of selectAll(root, selector)) {
      if (ignored.has(element)) continue;
      const value = attribute === undefined ? inlineText(element, ignored) : oneLine(element.getAttribute(attribute));
      if (value !== "") return value;
    }
  }
  return "";
}

function readDescription(root: ParentNode, selectors: readonly string[], ignored: ReadonlySet<Node>): string {
  for (const selector of selectors) {
    for (const element of selectAll(root, selector)) {
      const text = ignored.has(element) ? "" : blockText(element, ignored);
      if (text !== "") return text;
    }
  }
  return "";
}

function findScope(doc: Document, selectors: readonly string[]): ParentNode | null {
  if (selectors.length === 0) return doc;
  for (const selector of selectors) {
    const [element] = selectAll(doc, selector);
    if (element !== undefined) return element;
  }
  return null;
}

/** Found when the adapter's selectors give both a title and a description; the company may come from the page's metadata. */
export function readSitePosting(adapter: SiteAdapter, doc: Document, url: URL): SiteReading {
  try {
    const scope = findScope(doc, adapter.scope?.(url) ?? []);
    if (scope === null) return { status: "not-shown" };
    const ignored = ignoredElements(scope, adapter.ignore ?? []);
    const title = readField(scope, adapter.title, ignored);
    const description = readDescription(scope, adapter.description, ignored);
    if (title === "" || description === "") return { status: "missing" };
    const company =
      cleanCompanyName(readField(scope, adapter.company, ignored)) || guessTitleAndCompany(readPageMetadata(doc), title).company;
    const postingUrl = adapter.postingUrl?.(url) ?? url.href;
    return { status: "found", job: { company, title, description, url: postingUrl, source: adapter.id } };
  } catch {
    // A page can hold anything; a reader that throws would break the side panel for the whole site.
    return { status: "missing" };
  }
}
