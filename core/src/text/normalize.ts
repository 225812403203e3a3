/** Text normalization shared by every stage. */

/** CRLF and lone CR become LF (SPEC.md section 5: "line endings normalized"). */
export function normalizeLineEndings(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

const LIGATURES: Record<string, string> = {
  "\uFB00": "ff",
  "\uFB01": "fi",
  "\uFB02": "fl",
  "\uFB03": "ffi",
  "\uFB04": "ffl",
  "\uFB05": "st",
  "\uFB06": "st",
};

const DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\uFF07]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\uFF02]/g;
const SPACES = /[\u00A0\u2000-\u200A\u202F\u205F\u3000\t]/g;
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
/** Bullet glyphs that word processors and PDFs use at the start of a line. */
const LINE_BULLET =
  /^[ ]*[\u2022\u2023\u2043\u2219\u25AA\u25AB\u25CF\u25CB\u25A0\u25A1\u25BA\u25B8\u25E6\u2013\u2014\u27A2\u2756\uF0B7\uF0A7\u00B7*-][ ]+/gm;

/**
 * Normalizes text for analysis: line endings, ligatures, Unicode dashes, quotes and spaces,
 * invisible characters, and every bullet glyph at the start of a line to "• ".
 */
export function normalizeText(text: string): string {
  return normalizeLineEndings(text)
    .replace(INVISIBLE, "")
    .replace(/[\uFB00-\uFB06]/g, (ligature) => LIGATURES[ligature] ?? ligature)
    .replace(SPACES, " ")
    .replace(DASHES, "-")
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(LINE_BULLET, "• ")
    .replace(/[ ]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Folds text for case-insensitive search without changing its length, so offsets in the folded text are
 * offsets in the original: lower case (where that keeps one code unit), Unicode dashes and quotes folded.
 */
export function foldForSearch(text: string): string {
  let folded = "";
  for (const char of text) {
    const lower = char.toLowerCase();
    let out = lower.length === char.length ? lower : char;
    if (/[\u2010-\u2015\u2212]/.test(out)) out = "-";
    else if (/[\u2018\u2019\u201A\u201B]/.test(out)) out = "'";
    else if (/[\u201C-\u201F]/.test(out)) out = '"';
    else if (out === "\u00A0") out = " ";
    folded += out;
  }
  return folded;
}
