/** Word tokens with their offsets, and the separators between them that decide whether a phrase may span them. */
import { singularKey, stemWord } from "./stem.ts";

export interface Token {
  /** As written. */
  raw: string;
  start: number;
  end: number;
  /** Lower case, possessive dropped, simple plural folded: equal keys mean the same word (a perfect match). */
  key: string;
  /** Light stem: equal stems mean word forms of one word (a partial match). */
  stem: string;
  /**
   * True when nothing but spaces, one line break, hyphens or slashes stands between this token and the one before,
   * so a multi-word skill may continue across the gap. False after commas, full stops, bullets and blank lines.
   */
  joinsPrevious: boolean;
  /** A sentence or list item starts at this token (after . ! ? ; : a bullet, or a line break). */
  startsClause: boolean;
}

// A word: letters/digits, inner . & ' joining alnum runs (Node.js, AT&T, 3.5), trailing + or # (C++, C#),
// and a leading dot before letters (.NET).
const WORD = /(?:(?<![\p{L}\p{N}])\.(?=\p{L}))?[\p{L}\p{N}]+(?:[.&'][\p{L}\p{N}]+)*[+#]*/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(WORD)) {
    const raw = match[0];
    const start = match.index;
    const gap = text.slice(previousEnd, start);
    const joinsPrevious = tokens.length > 0 && /^[ \-/]*\n?[ \-/]*$/.test(gap) && !/^\s*\n\s*\n/.test(gap);
    const startsClause = tokens.length === 0 || /[.!?;:\u2022\n]/.test(gap.replace(/^[ ]+/, ""));
    const lower = raw.toLowerCase();
    tokens.push({
      raw,
      start,
      end: start + raw.length,
      key: singularKey(raw),
      stem: stemWord(lower),
      joinsPrevious,
      startsClause,
    });
    previousEnd = start + raw.length;
  }
  return tokens;
}

/** Keys of a term's words, the way tokenize would key them in running text. */
export function termKeys(term: string): string[] {
  return tokenize(term).map((token) => token.key);
}
