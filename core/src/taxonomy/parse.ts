/** Parses the taxonomy's line format (see README.md in this folder). Pure: no I/O. */

export type SkillKind = "hard" | "soft";

export interface SkillTerm {
  /** The spelling as written in the taxonomy, without its markers. */
  text: string;
  /** "=" marker, or a name of one or two characters: matched with this exact capitalisation only. */
  caseSensitive: boolean;
  /** "~" marker, or a name of one or two characters: counted only in a skill context. */
  needsContext: boolean;
  /** "?" marker: another sense of a spelling a different skill owns (a homograph); the text's other skills choose. */
  homograph: boolean;
}

export interface SkillEntry {
  name: string;
  kind: SkillKind;
  category: string;
  /** The canonical name first, then its aliases. */
  terms: SkillTerm[];
  /** Canonical names of related skills, as written (resolved by buildTaxonomy). */
  related: string[];
  source: string;
}

export interface TaxonomyParseError {
  source: string;
  line: number;
  message: string;
}

function parseTerm(raw: string): SkillTerm | null {
  let text = raw.trim();
  let caseSensitive = false;
  let needsContext = false;
  let homograph = false;
  for (;;) {
    if (text.startsWith("=")) caseSensitive = true;
    else if (text.startsWith("~")) needsContext = true;
    else if (text.startsWith("?")) homograph = true;
    else break;
    text = text.slice(1).trim();
  }
  if (text === "") return null;
  // One letter collides with initials and grades everywhere; two letters with words when lower-cased.
  // (Only short names need counting, and they are ASCII; symbols like + and # make them distinctive: C++, C#.)
  if (text.length <= 4 && !text.includes("+") && !text.includes("#")) {
    const letters = text.replace(/[^A-Za-z0-9]/g, "").length;
    if (letters <= 2) caseSensitive = true;
    if (letters <= 1) needsContext = true;
  }
  // A capitalised ambiguous name is told apart by its capitals ("Spring" the framework, "spring" the season).
  if (needsContext && text[0] !== text[0]!.toLowerCase()) caseSensitive = true;
  return { text, caseSensitive, needsContext, homograph };
}

/** Where a skill line stands: its file, kind and category. */
export interface SkillLineContext {
  source: string;
  kind: SkillKind;
  category: string;
}

/**
 * One skill line ("Canonical | alias > Related"), without its category header. Null when it names nothing; each
 * empty name is reported to `onError`.
 */
export function parseSkillLine(
  line: string,
  { source, kind, category }: SkillLineContext,
  onError?: (message: string) => void,
): SkillEntry | null {
  const [namesPart = "", relatedPart] = line.split(/\s>\s/, 2);
  const terms: SkillTerm[] = [];
  for (const raw of namesPart.split("|")) {
    const term = parseTerm(raw);
    if (term) terms.push(term);
    else onError?.(`empty name in "${line}"`);
  }
  if (terms.length === 0) return null;
  const related = relatedPart
    ? relatedPart
        .split(",")
        .map((name) => name.replace(/^[=~?\s]+/, "").trim())
        .filter((name) => name !== "")
    : [];
  return { name: terms[0]!.text, kind, category, terms, related, source };
}

export function parseTaxonomySource(
  source: string,
  kind: SkillKind,
  text: string,
): { entries: SkillEntry[]; lines: string[]; errors: TaxonomyParseError[] } {
  const entries: SkillEntry[] = [];
  // Each entry's line as written, for the compiled taxonomy, which parses a line again only when a text uses it.
  const skillLines: string[] = [];
  const errors: TaxonomyParseError[] = [];
  let category = "";
  const lines = text.split(/\r?\n/);
  lines.forEach((rawLine, index) => {
    const line = rawLine.trim();
    const lineNumber = index + 1;
    if (line === "") return;
    if (line.startsWith("##")) {
      category = line.slice(2).trim();
      if (category === "") errors.push({ source, line: lineNumber, message: "empty category name" });
      return;
    }
    if (line.startsWith("#")) return;
    if (category === "") {
      errors.push({ source, line: lineNumber, message: "skill before any '## Category' line" });
      return;
    }
    const entry = parseSkillLine(line, { source, kind, category }, (message) => errors.push({ source, line: lineNumber, message }));
    if (entry) {
      entries.push(entry);
      skillLines.push(line);
    }
  });
  return { entries, lines: skillLines, errors };
}
