/** The page's schema.org JobPosting, read by core's JSON-LD reader (job-page/json-ld.ts) over linkedom. */
import { readJsonLdJobPosting } from "@jobfit/core";
import { type HtmlDocument, parseHtmlFragment } from "./html-document.ts";

export interface JobPostingFields {
  company: string;
  title: string;
  description: string;
}

/** The first JobPosting with a description, else the first with a title (whose description the caller finds elsewhere). */
export function extractJsonLdJobPosting(document: HtmlDocument): JobPostingFields | null {
  const scripts = Array.from(document.querySelectorAll("script"))
    .filter((script) => (script.getAttribute("type") ?? "").trim().toLowerCase() === "application/ld+json")
    .map((script) => script.textContent ?? "");
  const posting = readJsonLdJobPosting(scripts, parseHtmlFragment);
  return posting && { company: posting.company, title: posting.title, description: posting.description };
}
