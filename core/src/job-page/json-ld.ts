/**
 * Reads a schema.org JobPosting from a page's JSON-LD blocks: a single object, an array, or nodes in an `@graph`;
 * `@type` as a string, an array or a full IRI; the company by name or by an `@id` reference. Never throws: broken
 * JSON is skipped. The extension reads the blocks from the live page, the API from a fetched one.
 */
import { type MarkupParser, markupToInlineText, markupToText } from "./markup-text.ts";

export interface JsonLdJobPosting {
  company: string;
  title: string;
  description: string;
  /** The posting's own url, or "" when it gives none. */
  url: string;
}

type JsonObject = Record<string, unknown>;

const MAX_DEPTH = 8;
/** Properties under which publishers nest the posting inside other nodes. */
const NESTING_KEYS = ["@graph", "mainEntity", "mainEntityOfPage", "itemListElement", "item"] as const;

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function hasType(node: JsonObject, type: string): boolean {
  const raw = node["@type"];
  const types = Array.isArray(raw) ? raw : [raw];
  // "JobPosting", "schema:JobPosting" and "https://schema.org/JobPosting" all name the same type.
  return types.some((t) => typeof t === "string" && t.trim().replace(/^.*[/#:]/, "") === type);
}

/** Every object node, depth-first in document order. */
function collectNodes(value: unknown, into: JsonObject[], depth = 0): JsonObject[] {
  if (depth > MAX_DEPTH) return into;
  if (Array.isArray(value)) {
    for (const item of value) collectNodes(item, into, depth + 1);
  } else if (isObject(value)) {
    into.push(value);
    for (const key of NESTING_KEYS) {
      if (key in value) collectNodes(value[key], into, depth + 1);
    }
  }
  return into;
}

/** Real pages wrap JSON-LD in comments or CDATA and leave raw line breaks inside strings; JSON.parse allows neither. */
function parseJsonLd(source: string): unknown {
  const text = source
    .trim()
    .replace(/^(?:<!--|\/\*\s*<!\[CDATA\[\s*\*\/|\/\/\s*<!\[CDATA\[)/, "")
    .replace(/(?:-->|\/\*\s*\]\]>\s*\*\/|\/\/\s*\]\]>)$/, "")
    .trim();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    try {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: raw control characters are exactly what JSON strings forbid.
      return JSON.parse(text.replace(/[\u0000-\u001f]+/g, " "));
    } catch {
      return undefined;
    }
  }
}

function stringOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map(stringOf).find((s) => s.trim() !== "") ?? "";
  return "";
}

function organizationName(value: unknown, byId: Map<string, JsonObject>): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) {
    return value.map((item) => organizationName(item, byId)).find((name) => name.trim() !== "") ?? "";
  }
  if (!isObject(value)) return "";
  const named = stringOf(value.name) || stringOf(value.legalName);
  if (named !== "") return named;
  // In an @graph the organization is often a reference: { "@id": "https://example.com/#org" }.
  const id = value["@id"];
  const target = typeof id === "string" ? byId.get(id) : undefined;
  return target && target !== value ? stringOf(target.name) || stringOf(target.legalName) : "";
}

function toPosting(node: JsonObject, byId: Map<string, JsonObject>, parse: MarkupParser): JsonLdJobPosting | null {
  const title = markupToInlineText(stringOf(node.title) || stringOf(node.name), parse);
  const description = markupToText(stringOf(node.description), parse);
  if (title === "" && description === "") return null;
  const company = markupToInlineText(organizationName(node.hiringOrganization, byId), parse);
  return { company, title, description, url: stringOf(node.url).trim() };
}

/**
 * The first JobPosting with a description, else the first with a title (whose description the caller may find
 * elsewhere on the page). `scripts` are the texts of the page's `<script type="application/ld+json">` elements.
 */
export function readJsonLdJobPosting(scripts: readonly string[], parse: MarkupParser): JsonLdJobPosting | null {
  try {
    const nodes: JsonObject[] = [];
    for (const script of scripts) {
      const parsed = parseJsonLd(script);
      if (parsed !== undefined) collectNodes(parsed, nodes);
    }
    const byId = new Map<string, JsonObject>();
    for (const node of nodes) {
      const id = node["@id"];
      if (typeof id === "string" && !byId.has(id)) byId.set(id, node);
    }
    let titleOnly: JsonLdJobPosting | null = null;
    for (const node of nodes) {
      if (!hasType(node, "JobPosting")) continue;
      const posting = toPosting(node, byId, parse);
      if (posting !== null && posting.description !== "") return posting;
      titleOnly ??= posting;
    }
    return titleOnly;
  } catch {
    // A page can hold anything; a malformed one is "no posting found", never a crash.
    return null;
  }
}
