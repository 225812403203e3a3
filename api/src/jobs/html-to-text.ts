/**
 * Job descriptions arrive as HTML (in JSON-LD often entity-encoded twice). This turns them into the plain text the
 * engine reads: paragraphs and list items on their own lines, list items as "• ", entities decoded.
 * The same rules as the extension's reader (extension/src/scrapers/html-to-text.ts), over linkedom on the server.
 */
import { type HtmlElement, type HtmlNode, parseHtmlFragment } from "./html-document.ts";

const SKIPPED = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "IFRAME", "OBJECT", "SVG", "HEAD", "BUTTON", "SELECT"]);
/** Blocks that stand apart from their neighbours by a blank line. */
const PARAGRAPH_BLOCKS = new Set([
  "P",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "BLOCKQUOTE",
  "PRE",
  "TABLE",
  "SECTION",
  "ARTICLE",
  "HEADER",
  "FOOTER",
]);
/** Blocks that only start a new line. */
const LINE_BLOCKS = new Set(["DIV", "UL", "OL", "DL", "DT", "DD", "TR", "HR", "ADDRESS", "FIGURE", "FIGCAPTION", "MAIN", "NAV", "ASIDE"]);
const CELLS = new Set(["TD", "TH"]);
const LEADING_BULLET = /^(?:[•·▪◦‣●○■□–—*-]\s*)+/u;
const LOOKS_LIKE_MARKUP = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/i;
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

class LineWriter {
  private readonly lines: string[] = [];
  private current = "";
  /** Set when the last block asked for a blank line before whatever comes next. */
  private gapPending = false;

  write(text: string): void {
    const collapsed = text.replace(/\s+/g, " ");
    if (this.current === "" && collapsed.trim() === "") return;
    if (this.current === "" && this.gapPending && this.lines.length > 0) this.lines.push("");
    this.gapPending = false;
    this.current += this.current === "" ? collapsed.trimStart() : collapsed;
  }

  /** Ends the current line, if any; with `gap`, the next text starts after a blank line. */
  breakLine(gap = false): void {
    const line = this.current.trim();
    if (line !== "") this.lines.push(line);
    this.current = "";
    if (gap) this.gapPending = true;
  }

  startBullet(): void {
    this.breakLine();
    this.write("• ");
  }

  text(): string {
    this.breakLine();
    // A list item that carried its own bullet character gets only one; an empty item is dropped.
    return this.lines
      .map((line) => (line.startsWith("• ") ? `• ${line.slice(2).replace(LEADING_BULLET, "")}` : line))
      .filter((line) => line !== "• " && line !== "•")
      .join("\n")
      .replace(/\n{3,}/g, "\n\n");
  }
}

function walk(node: HtmlNode, out: LineWriter): void {
  if (node.nodeType === TEXT_NODE) {
    out.write(node.nodeValue ?? "");
    return;
  }
  if (node.nodeType !== ELEMENT_NODE) return;
  const tag = (node as HtmlElement).tagName.toUpperCase();
  if (SKIPPED.has(tag)) return;
  if (tag === "BR") {
    out.breakLine();
    return;
  }
  if (tag === "LI") {
    out.startBullet();
    for (const child of Array.from(node.childNodes)) walk(child, out);
    out.breakLine();
    return;
  }
  const paragraph = PARAGRAPH_BLOCKS.has(tag);
  const line = paragraph || LINE_BLOCKS.has(tag);
  if (line) out.breakLine(paragraph);
  for (const child of Array.from(node.childNodes)) walk(child, out);
  if (CELLS.has(tag)) out.write(" ");
  if (line) out.breakLine(paragraph);
}

/** Plain text without markup keeps its own line breaks. */
function plainTextLines(text: string): string {
  return text
    .split(/\r\n?|\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The text of an element already parsed (Readability's article), by the same rules. */
export function elementToText(element: HtmlNode): string {
  const out = new LineWriter();
  walk(element, out);
  return out.text();
}

export function htmlToText(html: string): string {
  let body = parseHtmlFragment(html);
  if (body === null) return "";
  // Encoded twice ("&lt;p&gt;"): the first parse leaves markup as text, so parse that text again.
  if (body.querySelector("*") === null) {
    const decoded = body.textContent ?? "";
    if (!LOOKS_LIKE_MARKUP.test(decoded)) return plainTextLines(decoded);
    body = parseHtmlFragment(decoded);
    if (body === null) return "";
  }
  return elementToText(body);
}

/** A name or title: markup and entities resolved, on one line. */
export function htmlToInlineText(html: string): string {
  return htmlToText(html)
    .replace(/\s*\n+\s*/g, " ")
    .replace(/^•\s*/, "")
    .trim();
}
