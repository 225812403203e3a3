/** The page's schema.org JobPosting, read by core's JSON-LD reader (job-page/json-ld.ts) over the page's DOM. */
import { readJsonLdJobPosting } from "@jobfit/core";
import type { ScrapedJob } from "./job-posting.ts";
import { markupParserFor } from "./markup-parser.ts";

function documentUrl(doc: Document): string {
  const url: unknown = doc.URL;
  return typeof url === "string" && url !== "about:blank" ? url : "";
}

/** `pageUrl` is the posting's address when its JSON-LD gives none (default: the document's). */
export function extractJsonLdJobPosting(doc: Document, pageUrl = documentUrl(doc)): ScrapedJob | null {
  try {
    const scripts = Array.from(doc.querySelectorAll("script"))
      .filter((script) => (script.getAttribute("type") ?? "").trim().toLowerCase() === "application/ld+json")
      .map((script) => script.textContent ?? "");
    const posting = readJsonLdJobPosting(scripts, markupParserFor(doc));
    if (posting === null) return null;
    const { company, title, description } = posting;
    return { company, title, description, url: posting.url || pageUrl, source: "json-ld" };
  } catch {
    // A page can hold anything; a scraper that throws would break the side panel for every site.
    return null;
  }
}
