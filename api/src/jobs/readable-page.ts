/**
 * The fallback for pages without JobPosting data: Mozilla's Readability finds the main text, and the title and
 * company are guessed from the page's metadata (core's job-page/page-metadata.ts).
 */
import { guessTitleAndCompany, readPageMetadata } from "@jobfit/core";
import { Readability } from "@mozilla/readability";
import type { HtmlDocument, HtmlNode } from "./html-document.ts";
import { elementToText } from "./html-to-text.ts";
import type { JobPostingFields } from "./json-ld.ts";

/** Less than this is a script-only shell ("Please enable JavaScript") or an error page, not a job description. */
export const MIN_READABLE_DESCRIPTION_LENGTH = 100;

/** Rewrites `document` (Readability works in place): read anything else from it first. */
export function extractReadableJobPosting(document: HtmlDocument): JobPostingFields | null {
  const metadata = readPageMetadata(document);
  let article: { title?: string | null; content?: HtmlNode | null } | null;
  try {
    // linkedom's document stands in for the DOM's; the web app type-checks this file with the DOM lib, where the two differ.
    const page = document as unknown as ConstructorParameters<typeof Readability>[0];
    article = new Readability<HtmlNode>(page, { serializer: (node: HtmlNode) => node }).parse();
  } catch {
    // Readability throws on documents it cannot walk; for the importer that is "no posting found".
    return null;
  }
  const description = article?.content ? elementToText(article.content) : "";
  if (description.length < MIN_READABLE_DESCRIPTION_LENGTH) return null;
  const articleTitle = article?.title?.trim();
  const guess = guessTitleAndCompany({ ...metadata, titles: articleTitle ? [...metadata.titles, articleTitle] : metadata.titles });
  return { ...guess, description };
}
