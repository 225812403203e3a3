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
   * so a multi-word skill may continue across the gap (and across a plural possessive's apostrophe: "workers'
   * compensation"). False after commas, full stops, bullets, blank lines and a slash or hyphen spaced on both sides.
   */
  joinsPrevious: boolean;
  /** A sentence or list item starts at this token (after . ! ? ; : a bullet, or a line break). */
  startsClause: boolean;
}

// Keys and stems are pure functions of the word: memoised, since a resume repeats its words and re-scoring repeats
// the whole resume. Bounded so a long-lived process does not grow without limit.
const wordForms = new Map<string, { key: string; stem: string }>();
const MAX_MEMO = 50_000;

function formsOf(raw: string): { key: string; stem: string } {
  let forms = wordForms.get(raw);
  if (!forms) {
    forms = { key: singularKey(raw), stem: stemWord(raw.toLowerCase()) };
    if (wordForms.size >= MAX_MEMO) wordForms.clear();
    wordForms.set(raw, forms);
  }
  return forms;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Letters and digits of any script; ASCII answered without a regular expression (this runs on every character). */
function isWordChar(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  // A surrogate pair is read as one character.
  const char = code >= 0xd800 && code <= 0xdbff ? text.slice(index, index + 2) : text[index]!;
  return LETTER_OR_DIGIT.test(char);
}

/**
 * The word starting at or after `from`: runs of letters and digits, joined by an inner . & or ' (Node.js, AT&T, 3.5,
 * O'Neil), with trailing + or # (C++, C#) and a leading dot before a letter (.NET). An ampersand standing alone is a
 * word too, keyed "and": "Mergers & Acquisitions" is "Mergers and Acquisitions". Returns [start, end] or null.
 */
function nextWord(text: string, from: number): [number, number] | null {
  const length = text.length;
  let i = from;
  while (i < length && !isWordChar(text, i)) {
    if (text[i] === "&" && i > 0 && text[i - 1] === " " && text[i + 1] === " ") return [i, i + 1];
    i++;
  }
  if (i >= length) return null;
  let start = i;
  if (start > 0 && text[start - 1] === "." && (start < 2 || !isWordChar(text, start - 2))) start--;
  let end = i;
  for (;;) {
    while (end < length && isWordChar(text, end)) end++;
    const joiner = text[end];
    if ((joiner === "." || joiner === "&" || joiner === "'") && end + 1 < length && isWordChar(text, end + 1)) {
      end++;
      continue;
    }
    break;
  }
  while (end < length && (text[end] === "+" || text[end] === "#")) end++;
  return [start, end];
}

// Spaces, one line break, hyphens and slashes; the apostrophe of a plural possessive ("workers' compensation"); and
// the angle bracket of a numbered standard ("USP <797>").
const JOINING_GAP = /^['’]?[ \-/]*\n?[ \-/]*<?$/;
// A code in parentheses written onto its number: "401(k)", "SBA 7(a)", "501(c)(3)"; not "R.T.(R)(CT)". The word after
// the code goes on with it: "401(k) administration", "83(b) elections".
function attachedParenthesis(gap: string, previous: Token | undefined, text: string): boolean {
  if (previous === undefined) return false;
  if (gap === "(") return /\d$/.test(previous.raw);
  const code = /^[a-z0-9]{1,2}$/.test(previous.raw) && /\d\($/.test(text.slice(previous.start - 2, previous.start));
  return code && (gap === ")(" || gap === ") " || gap === ")-");
}
// A credential's certifying body in parentheses, written onto its acronym: "MLS(ASCP)", "CMA (AAMA)", "RT(R)(CT)".
const CAPITALS = /^[A-Z][A-Z0-9]*$/;
function credentialInParenthesis(gap: string, previous: Token | undefined, raw: string, text: string, end: number): boolean {
  if (previous === undefined || text[end] !== ")" || !CAPITALS.test(previous.raw) || !CAPITALS.test(raw)) return false;
  if (gap === "(" || gap === " (") return true;
  // A second code goes on only from a first one: "RT(R)(CT)", not "R.T.(R)(CT)(ARRT)".
  return gap === ")(" && previous.joinsPrevious && text[previous.start - 1] === "(";
}
// A slash or hyphen with a space on both sides separates items ("Prometheus / Grafana", "Lancaster - PA"), unlike
// "CI/CD" or "problem-solving".
const LIST_SLASH_OR_DASH = /\s[/-]\s/;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (let word = nextWord(text, 0); word !== null; word = nextWord(text, word[1])) {
    const [start, end] = word;
    const raw = text.slice(start, end);
    const gap = text.slice(previousEnd, start);
    const plainGap = gap === " ";
    const joinsPrevious =
      tokens.length > 0 &&
      (plainGap ||
        attachedParenthesis(gap, tokens[tokens.length - 1], text) ||
        credentialInParenthesis(gap, tokens[tokens.length - 1], raw, text, end) ||
        (JOINING_GAP.test(gap) && !/^\s*\n\s*\n/.test(gap) && !LIST_SLASH_OR_DASH.test(gap))) &&
      (!/^['’]/.test(gap) || /s$/i.test(tokens[tokens.length - 1]!.raw));
    const startsClause = tokens.length === 0 || (!plainGap && /[.!?;:\u2022\n]/.test(gap));
    const { key, stem } = formsOf(raw);
    tokens.push({ raw, start, end, key, stem, joinsPrevious, startsClause });
    previousEnd = end;
  }
  return tokens;
}

// Spellings share their first words ("Certified …", "Microsoft …"), so compiling the taxonomy keys each once. Not
// formsOf: the index needs no stems, and stemming 70,000 first words costs the compile about 30 ms.
const firstWordKeys = new Map<string, string>();

/** The key of a term's first word (what termKeys(term)[0] gives), without keying the rest. */
export function firstTermKey(term: string): string | undefined {
  const word = nextWord(term, 0);
  if (word === null) return undefined;
  const raw = term.slice(word[0], word[1]);
  let key = firstWordKeys.get(raw);
  if (key === undefined) {
    key = singularKey(raw);
    firstWordKeys.set(raw, key);
  }
  return key;
}

/** A term's words as written (the same words termKeys keys). */
export function termWords(term: string): string[] {
  const words: string[] = [];
  for (let word = nextWord(term, 0); word !== null; word = nextWord(term, word[1])) words.push(term.slice(word[0], word[1]));
  return words;
}

/** Keys of a term's words, the way tokenize would key them in running text (without stems: the taxonomy has 14,000 spellings). */
export function termKeys(term: string): string[] {
  const keys: string[] = [];
  for (let word = nextWord(term, 0); word !== null; word = nextWord(term, word[1])) keys.push(singularKey(term.slice(word[0], word[1])));
  return keys;
}
