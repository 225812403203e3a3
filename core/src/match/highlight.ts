/**
 * Highlight spans in the user's own resume text, exactly as SPEC.md section 5 says: case-insensitive, every
 * occurrence, line endings normalized, overlapping matches ignored keeping the earliest and then the longest.
 * Matches must also stand as whole words, so a short code never lights up inside a longer word ("ms" in "teams").
 */
import type { HighlightSpan, HighlightTerm, KeywordItem } from "../contracts.ts";
import { foldForSearch, normalizeLineEndings } from "../text/normalize.ts";

const WORD_CHAR = /[\p{L}\p{N}]/u;

function standsAlone(text: string, start: number, end: number): boolean {
  const before = start > 0 ? text[start - 1]! : "";
  const after = end < text.length ? text[end]! : "";
  const first = text[start] ?? "";
  const last = text[end - 1] ?? "";
  // Only a word character at the edge of the match needs a non-word neighbour.
  if (WORD_CHAR.test(first) && before !== "" && WORD_CHAR.test(before)) return false;
  if (WORD_CHAR.test(last) && after !== "" && WORD_CHAR.test(after)) return false;
  return true;
}

/** Every occurrence of every term, overlaps resolved. Offsets refer to the line-ending-normalized text. */
export function findHighlightSpans(resumeText: string, terms: readonly HighlightTerm[]): { text: string; spans: HighlightSpan[] } {
  const text = normalizeLineEndings(resumeText);
  const folded = foldForSearch(text);
  const candidates: HighlightSpan[] = [];
  for (const term of terms) {
    const needle = foldForSearch(normalizeLineEndings(term.text).trim());
    if (needle === "") continue;
    let from = 0;
    for (;;) {
      const start = folded.indexOf(needle, from);
      if (start < 0) break;
      const end = start + needle.length;
      if (standsAlone(text, start, end)) {
        candidates.push({ start, end, matchType: term.matchType, tooltip: term.tooltip, keyword: term.text });
      }
      from = start + 1;
    }
  }
  candidates.sort((a, b) => a.start - b.start || b.end - a.end);
  const spans: HighlightSpan[] = [];
  let reached = 0;
  for (const span of candidates) {
    if (span.start < reached) continue;
    spans.push(span);
    reached = span.end;
  }
  return { text, spans };
}

/** The terms to highlight for an analysis: each keyword's spellings found in the resume, and its own text. */
export function highlightTermsFor(keywords: readonly KeywordItem[]): HighlightTerm[] {
  const terms: HighlightTerm[] = [];
  for (const keyword of keywords) {
    const spellings = keyword.matchType === "missing" ? [keyword.text] : [...keyword.foundAs, keyword.text];
    for (const text of new Set(spellings)) terms.push({ text, matchType: keyword.matchType, tooltip: keyword.tooltip });
  }
  return terms;
}

/** A resume's text cut into plain and highlighted segments, for a UI to render as text (never as HTML). */
export function segmentHighlights(text: string, spans: readonly HighlightSpan[]): Array<{ text: string; span: HighlightSpan | null }> {
  const segments: Array<{ text: string; span: HighlightSpan | null }> = [];
  let at = 0;
  for (const span of spans) {
    if (span.start > at) segments.push({ text: text.slice(at, span.start), span: null });
    segments.push({ text: text.slice(span.start, span.end), span });
    at = span.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), span: null });
  return segments;
}
