/**
 * Job descriptions arrive as HTML (in JSON-LD often entity-encoded twice). This turns them into the plain text
 * the engine reads: paragraphs and list items on their own lines, list items as "• ", entities decoded.
 * Parsing uses DOMParser, whose documents are inert: no script runs and nothing loads.
 */

const SKIPPED = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "IFRAME", "OBJECT", "SVG", "HEAD"]);
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

type DomParserConstructor = new () => DOMParser;

function parserFor(doc: Document): DomParserConstructor | undefined {
  const view = doc.defaultView as (Window & { DOMParser?: DomParserConstructor }) | null;
  return view?.DOMParser ?? (globalThis as { DOMParser?: DomParserConstructor }).DOMParser;
}

function parseBody(html: string, Parser: DomParserConstructor): HTMLElement | null {
  const parsed = new Parser().parseFromString(`<!doctype html><html><head></head><body>${html}</body></html>`, "text/html");
  return parsed.body;
}

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
    // A list item that carried its own bullet character gets only one.
    return this.lines.map((line) => (line.startsWith("• ") ? `• ${line.slice(2).replace(LEADING_BULLET, "")}` : line)).join("\n");
  }
}

function walk(node: Node, out: LineWriter): void {
  if (node.nodeType === 3) {
    out.write(node.nodeValue ?? "");
    return;
  }
  if (node.nodeType !== 1) return;
  const tag = (node as Element).tagName.toUpperCase();
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

/** Plain text without markup keeps its own line breaks; only entities are decoded. */
function plainTextLines(text: string): string {
  return text
    .split(/\r\n?|\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export function htmlToText(html: string, doc: Document): string {
  const Parser = parserFor(doc);
  if (Parser === undefined) return plainTextLines(html.replace(/<[^>]*>/g, " "));
  let body = parseBody(html, Parser);
  if (body === null) return "";
  // Encoded twice ("&lt;p&gt;"): the first parse leaves markup as text, so parse that text again.
  if (body.querySelector("*") === null) {
    const decoded = body.textContent ?? "";
    if (!LOOKS_LIKE_MARKUP.test(decoded)) return plainTextLines(decoded);
    body = parseBody(decoded, Parser);
    if (body === null) return "";
  }
  const out = new LineWriter();
  walk(body, out);
  return out.text();
}

/** A name or title: markup and entities resolved, on one line. */
export function htmlToInlineText(html: string, doc: Document): string {
  return htmlToText(html, doc)
    .replace(/\s*\n+\s*/g, " ")
    .replace(/^•\s*/, "")
    .trim();
}
