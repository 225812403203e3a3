/** A keyword's identity for comparing engine output with gold labels: its taxonomy skill, else its stemmed words. */
import { getTaxonomy } from "../core/src/index.ts";
import { chooseSense, type SkillMention, scanSkills } from "../core/src/taxonomy/scan.ts";
import type { SkillEntry } from "../core/src/taxonomy/taxonomy.ts";
import { stemWord } from "../core/src/text/stem.ts";
import { termKeys, tokenize } from "../core/src/text/tokens.ts";

/**
 * What a gold label may add to the skill the taxonomy names: its acronym in parentheses ("Science of Teaching Reading
 * (STR)"), or a certification's level after a dash ("AWS Certified DevOps Engineer – Professional").
 */
const LABEL_SUFFIXES = [/\s*\([A-Z][A-Za-z0-9&-]*\)$/, /\s+[-–—]\s+(?:Associate|Professional|Specialty|Foundation|Practitioner|Expert)$/];

/**
 * A US state's name before a licence, law or board the taxonomy does not name with that state. The gold writes the same
 * ask both ways ("Ohio pharmacist license" in one posting, "dental hygiene license" for "Colorado dental hygiene license"
 * in another), so the state is read as a qualifier on both sides: the skill is what is compared.
 */
const LEADING_STATE = new RegExp(
  `^(?:${`Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Georgia Hawaii Idaho Illinois Indiana Iowa
  Kansas Kentucky Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi Missouri Montana Nebraska Nevada
  New_Hampshire New_Jersey New_Mexico New_York North_Carolina North_Dakota Ohio Oklahoma Oregon Pennsylvania Rhode_Island
  South_Carolina South_Dakota Tennessee Texas Utah Vermont Virginia Washington West_Virginia Wisconsin Wyoming`
    .split(/\s+/)
    .map((state) => state.replace("_", " "))
    .join("|")})\\s+(?=\\S+\\s)`,
);

/** The taxonomy skill a label names whole, with every sense its spelling has. */
function wholeSkill(text: string): SkillMention | undefined {
  const tokens = tokenize(text);
  return scanSkills(tokens, text, getTaxonomy()).find((m) => m.firstToken === 0 && m.endToken === tokens.length);
}

/**
 * `context`: the skills of the other labels of the same posting, which choose the sense of a homograph ("LTV" beside
 * ad-spend skills is lifetime value), as the engine's own context chooses it in the posting.
 */
export function identityOf(text: string, context: readonly SkillEntry[] = []): string {
  for (const suffix of LABEL_SUFFIXES) {
    if (!suffix.test(text)) continue;
    const skill = identityOf(text.replace(suffix, ""), context);
    if (skill.startsWith("skill:")) return skill;
  }
  const taxonomy = getTaxonomy();
  const whole = wholeSkill(text);
  if (whole) {
    const entry = whole.senses.length > 1 ? chooseSense(whole.senses, context, taxonomy) : whole.entry;
    return `skill:${entry.name.toLowerCase()}`;
  }
  if (LEADING_STATE.test(text)) return identityOf(text.replace(LEADING_STATE, ""), context);
  // A lone ambiguous name ("Go") has no list around it here: look its spelling up in the taxonomy's index, among the
  // spellings its capitals allow ("VPC" is no "vPC"), each with its senses owner first.
  const keys = termKeys(text);
  const spellings = keys.length === 0 ? [] : taxonomy.startingWith(keys[0]!).filter((t) => t.keys.join(" ") === keys.join(" "));
  const sameCapitals = spellings.filter(({ term }) => !term.caseSensitive || text === term.text || text === `${term.text}s`);
  const senses = [...new Set((sameCapitals.length > 0 ? sameCapitals : spellings).flatMap((spelling) => spelling.senses))];
  if (senses.length > 0) return `skill:${chooseSense(senses, context, taxonomy).name.toLowerCase()}`;
  return `words:${keys.map(stemWord).join(" ")}`;
}

/** The identities of one posting's gold labels, each homograph read beside the others. */
export function labelIdentities(labels: readonly string[]): string[] {
  const context = labels.flatMap((label) => {
    const whole = wholeSkill(label);
    return whole && whole.senses.length < 2 ? [whole.entry] : [];
  });
  return labels.map((label) => identityOf(label, context));
}
