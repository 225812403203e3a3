/**
 * Text of page elements by core's rules (job-page/markup-text.ts): blocks on their own lines, list items as "• ",
 * scripts and buttons left out. The page is only read, never changed: it is the user's live tab.
 */
import { type MarkupNode, markupNodeToText } from "@jobfit/core";

const ELEMENT_NODE = 1;

function isElement(node: Node): node is Element {
  return node.nodeType === ELEMENT_NODE;
}

/** A read-only view of `node` in the shape core's reader walks, without the `skipped` elements. */
function pageView(node: Node, skipped: ReadonlySet<Node>): MarkupNode {
  return {
    nodeType: node.nodeType,
    nodeValue: node.nodeValue,
    tagName: isElement(node) ? node.tagName.toUpperCase() : undefined,
    childNodes: Array.from(node.childNodes)
      .filter((child) => !skipped.has(child))
      .map((child) => pageView(child, skipped)),
  };
}

/** Paragraphs and list items on their own lines; `skipped` elements (and what they hold) are left out. */
export function blockText(node: Node, skipped: ReadonlySet<Node> = new Set()): string {
  return markupNodeToText(pageView(node, skipped));
}

/** A title or a name: one line, no bullet. */
export function inlineText(node: Node, skipped: ReadonlySet<Node> = new Set()): string {
  return oneLine(blockText(node, skipped).replace(/^•\s*/, ""));
}

export function oneLine(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}
