/**
 * Word keys. A key folds case, possessives and simple plurals (APIs = API, nurses = nurse): equal keys are the
 * same word. A stem also folds derivations (manage, managed, managing, management): equal stems are word forms
 * of one word, which the matcher reports as partial. Both are deterministic and dictionary-free.
 */

const KEEP_S = /(ss|us|is|ous|ics|sis|xis|ies?s)$/;
// Words whose final s is no plural, where dropping it would meet another word ("Canvas" is not "Canva").
const SINGULAR_WITH_S = new Set(["canvas", "atlas", "pandas", "bias", "alias", "lens", "chaos", "texas", "kansas", "arkansas", "vegas"]);

export function singularKey(raw: string): string {
  if (raw === "&") return "and";
  let word = raw.toLowerCase();
  if (word.endsWith("'s")) word = word.slice(0, -2);
  else if (word.endsWith("'")) word = word.slice(0, -1);
  // An acronym with a lower-case plural: APIs, KPIs, SOPs.
  if (/^[A-Z0-9]{2,}s$/.test(raw)) return word.slice(0, -1);
  if (word.length <= 3 || !/^[a-z]+$/.test(word) || SINGULAR_WITH_S.has(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  // A Greek plural: analyses = analysis, diagnoses = diagnosis, hypotheses = hypothesis.
  if (/(?:yses|gnoses|theses)$/.test(word)) return `${word.slice(0, -2)}is`;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !KEEP_S.test(word)) return word.slice(0, -1);
  return word;
}

// Longest first; each pair is [suffix, replacement]. Applied once, then a second pass for chains (-ational).
const SUFFIXES: ReadonlyArray<readonly [string, string]> = [
  ["izations", "ize"],
  ["ization", "ize"],
  ["isations", "ize"],
  ["isation", "ize"],
  ["ational", "ate"],
  ["fulness", "ful"],
  ["iveness", "ive"],
  ["ousness", "ous"],
  ["ements", ""],
  ["ement", ""],
  ["ments", ""],
  ["ment", ""],
  ["ations", "ate"],
  ["ation", "ate"],
  ["ators", "ate"],
  ["ator", "ate"],
  ["itions", ""],
  ["ition", ""],
  ["ities", ""],
  ["ity", ""],
  ["ively", "ive"],
  ["ness", ""],
  ["ingly", ""],
  ["edly", ""],
  ["ings", ""],
  ["ing", ""],
  ["ions", ""],
  ["ion", ""],
  ["ies", "y"],
  ["ied", "y"],
  ["ers", ""],
  ["er", ""],
  ["ors", ""],
  ["or", ""],
  ["ed", ""],
  ["ly", ""],
  ["es", ""],
  ["s", ""],
];

const SECOND_PASS: ReadonlyArray<readonly [string, string]> = [
  ["ize", ""],
  ["ise", ""],
  ["iz", ""],
  ["ate", ""],
  ["ive", ""],
  ["ful", ""],
  ["al", ""],
  ["ic", ""],
  ["e", ""],
];

function stripOnce(word: string, suffixes: ReadonlyArray<readonly [string, string]>, minStem: number): string {
  for (const [suffix, replacement] of suffixes) {
    if (word.endsWith(suffix) && word.length - suffix.length >= minStem) {
      return word.slice(0, word.length - suffix.length) + replacement;
    }
  }
  return word;
}

export function stemWord(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length <= 4 || !/^[a-z]+$/.test(lower)) return singularKey(lower);
  let stem = stripOnce(lower, SUFFIXES, 3);
  stem = stripOnce(stem, SECOND_PASS, 4);
  // managing -> manag, planned -> plann -> plan
  if (/([bdfgklmnprt])\1$/.test(stem)) stem = stem.slice(0, -1);
  return stem;
}
