/**
 * The page's DOMParser as core's MarkupParser, so core's HTML-to-text rules (job-page/markup-text.ts) run in the page.
 * Its documents are inert: no script runs and nothing loads.
 */
import type { MarkupParser } from "@jobfit/core";

type DomParserConstructor = new () => DOMParser;

/** The page's DOMParser; without one (an unusual test environment), core strips tags instead. */
export function markupParserFor(doc: Document): MarkupParser {
  const view = doc.defaultView as (Window & { DOMParser?: DomParserConstructor }) | null;
  const Parser = view?.DOMParser ?? (globalThis as { DOMParser?: DomParserConstructor }).DOMParser;
  if (Parser === undefined) return () => null;
  return (html) => new Parser().parseFromString(`<!doctype html><html><head></head><body>${html}</body></html>`, "text/html").body;
}
