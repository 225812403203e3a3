/**
 * HTML parsed on the server with linkedom: inert (no script runs, nothing loads). The API compiles without the DOM
 * library, so the few DOM members the importer reads are typed here, once, where linkedom's document comes in.
 */
import { parseHTML } from "linkedom";

export interface HtmlNode {
  readonly nodeType: number;
  readonly nodeValue: string | null;
  readonly childNodes: ArrayLike<HtmlNode>;
}

export interface HtmlElement extends HtmlNode {
  readonly tagName: string;
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
  querySelector(selectors: string): HtmlElement | null;
  querySelectorAll(selectors: string): ArrayLike<HtmlElement>;
}

export interface HtmlDocument {
  readonly body: HtmlElement | null;
  querySelector(selectors: string): HtmlElement | null;
  querySelectorAll(selectors: string): ArrayLike<HtmlElement>;
}

const HAS_ROOT = /<html[\s>]/i;
const HAS_BODY = /<body[\s>]/i;
/** `[^<>]` and an optional ">" keep this linear on hostile input ("<body<body<body…"). */
const ROOT_TAGS = /<\/?(?:html|head|body)\b[^<>]*>?/gi;

/**
 * linkedom builds the tree as written, without the HTML parser's repairs: a page or fragment without its own
 * <html> and <body> would lose its content. Such markup is put inside a complete skeleton first.
 */
export function parseHtmlDocument(html: string): HtmlDocument {
  const complete = HAS_ROOT.test(html) && HAS_BODY.test(html);
  const source = complete ? html : `<!doctype html><html><head></head><body>${html.replace(ROOT_TAGS, "")}</body></html>`;
  const { document } = parseHTML(source);
  return document;
}

/** A fragment (a JSON-LD description): its own <html>/<body> tags, if any, cannot close the skeleton early. */
export function parseHtmlFragment(html: string): HtmlElement | null {
  return parseHtmlDocument(html.replace(ROOT_TAGS, "")).body;
}

/** How many elements a tree has and how deeply they nest: what Readability's running time grows with. */
export function measureTree(root: HtmlNode): { elements: number; depth: number } {
  let elements = 0;
  let depth = 0;
  // Iterative: a hostile page may nest deeper than the call stack allows.
  const pending: [HtmlNode, number][] = [[root, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, level] = next;
    if (node.nodeType !== 1) continue;
    elements++;
    if (level > depth) depth = level;
    for (const child of Array.from(node.childNodes)) pending.push([child, level + 1]);
  }
  return { elements, depth };
}

const INERT_ELEMENT = /^<(script|style|svg|template)[\s/>]/;
const JSON_LD_TYPE = /\btype\s*=\s*["']?application\/ld\+json/;

/**
 * Removes what no reader needs before the page is parsed: comments, styles, SVG, templates and scripts other than
 * JSON-LD. They are most of a modern page's bytes, and parsing and Readability run on the event loop.
 * One pass with indexOf (linear on any input); an element left unclosed ends the stripping, the rest is kept as is.
 */
export function stripInertMarkup(html: string): string {
  // ASCII only, so that every index in `lower` is the same index in `html` ("İ".toLowerCase() has two code units).
  const lower = html.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  const kept: string[] = [];
  let copiedUpTo = 0;
  let cursor = 0;
  for (;;) {
    const open = lower.indexOf("<", cursor);
    if (open === -1) break;
    let end: number;
    let keep = false;
    if (lower.startsWith("<!--", open)) {
      const close = lower.indexOf("-->", open + 4);
      end = close === -1 ? -1 : close + 3;
    } else {
      const name = INERT_ELEMENT.exec(lower.slice(open, open + 10))?.[1];
      if (name === undefined) {
        cursor = open + 1;
        continue;
      }
      const tagEnd = lower.indexOf(">", open);
      const close = tagEnd === -1 ? -1 : lower.indexOf(`</${name}`, tagEnd);
      const closeEnd = close === -1 ? -1 : lower.indexOf(">", close);
      end = closeEnd === -1 ? -1 : closeEnd + 1;
      keep = name === "script" && tagEnd !== -1 && JSON_LD_TYPE.test(lower.slice(open, tagEnd));
    }
    if (end === -1) break;
    if (!keep) {
      kept.push(html.slice(copiedUpTo, open));
      copiedUpTo = end;
    }
    cursor = end;
  }
  kept.push(html.slice(copiedUpTo));
  return kept.join("");
}
