/** A keyword's identity for comparing engine output with gold labels: its taxonomy skill, else its stemmed words. */
import { getTaxonomy } from "../core/src/index.ts";
import { scanSkills } from "../core/src/taxonomy/scan.ts";
import { stemWord } from "../core/src/text/stem.ts";
import { termKeys, tokenize } from "../core/src/text/tokens.ts";

let byKeys: Map<string, string> | undefined;

/**
 * What a gold label may add to the skill the taxonomy names: its acronym in parentheses ("Science of Teaching Reading
 * (STR)"), or a certification's level after a dash ("AWS Certified DevOps Engineer – Professional").
 */
const LABEL_SUFFIXES = [/\s*\([A-Z][A-Za-z0-9&-]*\)$/, /\s+[-–—]\s+(?:Associate|Professional|Specialty|Foundation|Practitioner|Expert)$/];

export function identityOf(text: string): string {
  for (const suffix of LABEL_SUFFIXES) {
    if (!suffix.test(text)) continue;
    const skill = identityOf(text.replace(suffix, ""));
    if (skill.startsWith("skill:")) return skill;
  }
  const taxonomy = getTaxonomy();
  const tokens = tokenize(text);
  const whole = scanSkills(tokens, text, taxonomy).find((m) => m.firstToken === 0 && m.endToken === tokens.length);
  if (whole) return `skill:${whole.entry.name.toLowerCase()}`;
  // A lone ambiguous name ("Go") has no list around it here: look it up by its keys.
  if (!byKeys) {
    byKeys = new Map();
    for (const entry of taxonomy.entries) {
      for (const term of entry.terms) {
        const keys = termKeys(term.text).join(" ");
        if (!byKeys.has(keys)) byKeys.set(keys, `skill:${entry.name.toLowerCase()}`);
      }
    }
  }
  const keys = termKeys(text).join(" ");
  return byKeys.get(keys) ?? `words:${termKeys(text).map(stemWord).join(" ")}`;
}
