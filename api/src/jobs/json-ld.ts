/**
 * Reads a schema.org JobPosting from a page's `<script type="application/ld+json">` blocks: a single object, an array,
 * or nodes in an `@graph`; `@type` as a string, an array or a full IRI; the company by name or by an `@id` reference.
 * Never throws: broken JSON is skipped.
 */
import type { HtmlDocument } from "./html-document.ts";
import { htmlToInlineText, htmlToText } from "./html-to-text.ts";

export interface JobPostingFields {
  company: string;
  title: string;
  description: string;
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

function toFields(posting: JsonObject, byId: Map<string, JsonObject>): JobPostingFields | null {
  const title = htmlToInlineText(stringOf(posting.title) || stringOf(posting.name));
  const description = htmlToText(stringOf(posting.description));
  if (title === "" && description === "") return null;
  return { company: htmlToInlineText(organizationName(posting.hiringOrganization, byId)), title, description };
}

/** The first JobPosting with a description, else the first with a title (whose description the caller finds elsewhere). */
export function extractJsonLdJobPosting(document: HtmlDocument): JobPostingFields | null {
  try {
    const nodes: JsonObject[] = [];
    const scripts = Array.from(document.querySelectorAll("script")).filter(
      (script) => (script.getAttribute("type") ?? "").trim().toLowerCase() === "application/ld+json",
    );
    for (const script of scripts) {
      const parsed = parseJsonLd(script.textContent ?? "");
      if (parsed !== undefined) collectNodes(parsed, nodes);
    }
    const byId = new Map<string, JsonObject>();
    for (const node of nodes) {
      const id = node["@id"];
      if (typeof id === "string" && !byId.has(id)) byId.set(id, node);
    }
    let titleOnly: JobPostingFields | null = null;
    for (const node of nodes) {
      if (!hasType(node, "JobPosting")) continue;
      const fields = toFields(node, byId);
      if (fields !== null && fields.description !== "") return fields;
      titleOnly ??= fields;
    }
    return titleOnly;
  } catch {
    // A page can hold anything; a malformed one is "no posting found", never a crash.
    return null;
  }
}
