/**
 * Text of page elements by core's rules (job-page/markup-text.ts): blocks on their own lines, list items as "• ",
 * scripts and buttons left out. The page is only read, never changed: it is the user's live tab.
 */
import { type MarkupNode, markupNodeToText } from "@jobfit/core";

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

function isElement(node: Node): node is Element {
  return node.nodeType === ELEMENT_NODE;
}

/** Blocks that some sites wrap around a list item's text (`<li><p>Python</p></li>`, as Ashby does). */
const BLOCKS_IN_LIST_ITEMS = new Set(["P", "DIV"]);
const LISTS = new Set(["UL", "OL"]);

/**
 * A read-only view of `node` in the shape core's reader walks, without the `skipped` elements. A paragraph inside a
 * list item is shown as inline text: core's reader would end the bullet's line at the paragraph and drop the bullet.
 */
function pageView(node: Node, skipped: ReadonlySet<Node>, inListItem = false): MarkupNode {
  const tagName = isElement(node) ? node.tagName.toUpperCase() : undefined;
  const inlined = inListItem && tagName !== undefined && BLOCKS_IN_LIST_ITEMS.has(tagName);
  const children = Array.from(node.childNodes)
    .filter((child) => !skipped.has(child))
    // A nested list's own items start their own lines.
    .map((child) => pageView(child, skipped, tagName === "LI" || (inListItem && !LISTS.has(tagName ?? ""))));
  return {
    nodeType: node.nodeType,
    nodeValue: node.nodeValue,
    tagName: inlined ? "SPAN" : tagName,
    // Two paragraphs in one item stay two words apart.
    childNodes: inlined ? [...children, { nodeType: TEXT_NODE, nodeValue: " ", childNodes: [] }] : children,
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
