/**
 * Job descriptions arrive as HTML (in JSON-LD often entity-encoded twice). This turns them into the plain text the
 * engine reads: paragraphs and list items on their own lines, list items as "• ", entities decoded.
 * core has no DOM: callers pass a parser (the browser's DOMParser in the extension, linkedom in the API) whose nodes
 * this reads through the few properties every DOM has.
 */

/** The part of a DOM node this reader uses; browser and linkedom nodes both fit it. */
export interface MarkupNode {
  nodeType: number;
  nodeValue: string | null;
  textContent?: string | null;
  tagName?: string;
  childNodes: ArrayLike<MarkupNode>;
}

/** Parses an HTML fragment into the body that holds it; null when no parser is at hand. */
export type MarkupParser = (html: string) => MarkupNode | null;

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
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
    // One space between words, however many pieces of markup they came from.
    this.current += this.current === "" || this.current.endsWith(" ") ? collapsed.trimStart() : collapsed;
  }

  /** Ends the current line, if any; with `gap`, the next text starts after a blank line. */
  breakLine(gap = false): void {
    const line = this.current.trim();
    // A bullet still waiting for its text: a paragraph or div inside the list item (<li><p>…</p></li>) continues it.
    if (line === "•") return;
    if (line !== "") this.lines.push(line);
    this.current = "";
    if (gap) this.gapPending = true;
  }

  startBullet(): void {
    this.breakLine();
    // Items of one list sit on consecutive lines, even when each item's text was a paragraph.
    if (this.lines.at(-1)?.startsWith("• ")) this.gapPending = false;
    this.write("• ");
  }

  /** Ends a list item; an item that never got text leaves nothing behind. */
  endBullet(): void {
    if (this.current.trim() === "•") this.current = "";
    else this.breakLine();
  }

  text(): string {
    this.breakLine();
    // A list item that carried its own bullet character gets only one; an empty item is dropped.
    return this.lines
      .map((line) => (line.startsWith("• ") ? `• ${line.slice(2).trimStart().replace(LEADING_BULLET, "")}` : line))
      .filter((line) => line !== "• " && line !== "•")
      .join("\n")
      .replace(/\n{3,}/g, "\n\n");
  }
}

const LISTS = new Set(["UL", "OL"]);

/** `inItem`: inside a list item, where paragraphs and divs (<li><p>Python</p></li>) are the item's text, not lines. */
function walk(node: MarkupNode, out: LineWriter, inItem = false): void {
  if (node.nodeType === TEXT_NODE) {
    out.write(node.nodeValue ?? "");
    return;
  }
  if (node.nodeType !== ELEMENT_NODE) return;
  const tag = (node.tagName ?? "").toUpperCase();
  if (SKIPPED.has(tag)) return;
  if (tag === "BR") {
    out.breakLine();
    return;
  }
  if (tag === "LI") {
    out.startBullet();
    for (const child of Array.from(node.childNodes)) walk(child, out, true);
    out.endBullet();
    return;
  }
  const paragraph = PARAGRAPH_BLOCKS.has(tag);
  const line = paragraph || LINE_BLOCKS.has(tag);
  if (inItem && line && !LISTS.has(tag)) {
    // Two paragraphs in one item stay one line, a word apart.
    out.write(" ");
    for (const child of Array.from(node.childNodes)) walk(child, out, true);
    out.write(" ");
    return;
  }
  if (line) out.breakLine(paragraph);
  for (const child of Array.from(node.childNodes)) walk(child, out);
  if (CELLS.has(tag)) out.write(" ");
  if (line) out.breakLine(paragraph);
}

function containsElement(node: MarkupNode): boolean {
  return Array.from(node.childNodes).some((child) => child.nodeType === ELEMENT_NODE || containsElement(child));
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

/** The text of a node already parsed (a page's article, a heading), by the same rules. */
export function markupNodeToText(node: MarkupNode): string {
  const out = new LineWriter();
  walk(node, out);
  return out.text();
}

export function markupToText(html: string, parse: MarkupParser): string {
  let body = parse(html);
  // No parser at hand: tags dropped, lines kept.
  if (body === null) return plainTextLines(html.replace(/<[^>]*>/g, " "));
  // Encoded twice ("&lt;p&gt;"): the first parse leaves markup as text, so parse that text again.
  if (!containsElement(body)) {
    const decoded = body.textContent ?? "";
    if (!LOOKS_LIKE_MARKUP.test(decoded)) return plainTextLines(decoded);
    body = parse(decoded);
    if (body === null) return plainTextLines(decoded.replace(/<[^>]*>/g, " "));
  }
  return markupNodeToText(body);
}

/** A name or title: markup and entities resolved, on one line. */
export function markupToInlineText(html: string, parse: MarkupParser): string {
  return markupToText(html, parse)
    .replace(/\s*\n+\s*/g, " ")
    .replace(/^•\s*/, "")
    .trim();
}
