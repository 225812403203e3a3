/**
 * The fallback for any other page: Mozilla's Readability finds the main text, and the title and company are guessed
 * from the page's metadata (core's job-page/page-metadata.ts).
 */
import { guessTitleAndCompany, readPageMetadata } from "@jobfit/core";
import { Readability } from "@mozilla/readability";
import type { ScrapedJob } from "./job-posting.ts";
import { blockText } from "./page-text.ts";

/** Less than this is a script-only shell ("Please enable JavaScript"), a login wall or an error page, not a posting. */
export const MIN_READABLE_DESCRIPTION_LENGTH = 100;

const DOCUMENT_NODE = 9;

function isDocument(node: Node): node is Document {
  return node.nodeType === DOCUMENT_NODE;
}

export function extractReadablePosting(doc: Document, url: string): ScrapedJob | null {
  try {
    // Readability rewrites the document it reads, and this one is the user's live tab: it reads a copy.
    const copy = doc.cloneNode(true);
    if (!isDocument(copy)) return null;
    // JSON-LD was read before this fallback; the article's text is what is wanted here.
    const article = new Readability<Node>(copy, { serializer: (node) => node, disableJSONLD: true }).parse();
    const description = article?.content ? blockText(article.content) : "";
    if (description.length < MIN_READABLE_DESCRIPTION_LENGTH) return null;
    const metadata = readPageMetadata(doc);
    const articleTitle = article?.title?.trim();
    const { title, company } = guessTitleAndCompany(articleTitle ? { ...metadata, titles: [...metadata.titles, articleTitle] } : metadata);
    return { company, title, description, url, source: "readability" };
  } catch {
    // Readability throws on documents it cannot walk: that page has no posting to read.
    return null;
  }
}
