/** HTML to the plain text the engine reads, on the server: core's rules (job-page/markup-text.ts) over linkedom. */
import { markupNodeToText, markupToInlineText, markupToText } from "@jobfit/core";
import { type HtmlNode, parseHtmlFragment } from "./html-document.ts";

export function htmlToText(html: string): string {
  return markupToText(html, parseHtmlFragment);
}

/** A name or title: markup and entities resolved, on one line. */
export function htmlToInlineText(html: string): string {
  return markupToInlineText(html, parseHtmlFragment);
}

/** The text of an element already parsed (Readability's article, a heading), by the same rules. */
export function elementToText(element: HtmlNode): string {
  return markupNodeToText(element);
}
