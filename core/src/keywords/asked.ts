/**
 * Tells a skill a posting asks for from a skill it only names in passing. Each rule reads the words around one
 * taxonomy mention (or the title) and holds for any profession: a department or a role ("the accounting team",
 * "Director of Inventory Planning"), the field a number of years is counted in ("5+ years of data science
 * experience"), what a named tool is used for ("Git for version control"), a category a named product stands in for
 * ("a sales engagement platform such as Outreach"), the words an acronym in parentheses spells out, and the field
 * the job title names ("Data Scientist": Data Science).
 */
import type { SkillMention } from "../taxonomy/scan.ts";
import type { IndexedTerm, Taxonomy } from "../taxonomy/taxonomy.ts";
import { type Token, tokenize } from "../text/tokens.ts";

// Nouns for people and departments: after a skill they make it a department or a role ("the Python team",
// "UX Designer", "special education staff").
const TEAM_OR_ROLE_AFTER =
  /^\s+(?:teams?|departments?|org|organi[sz]ations?|staff|leadership|managers?|directors?|leads?|specialists?|analysts?|coordinators?|supervisors?|officers?|associates?|representatives?|assistants?|clerks?|engineers?|designers?|developers?|scientists?|accountants?|consultants?|architects?|administrators?|technicians?|writers?|strategists?|generalists?|recruiters?|paralegals?|nurses?|teachers?|executives?|practitioners?|educators?|instructors?|planners?|buyers?|marketers?|attorneys?|lawyers?)\b(?![-/])/i;
// "Group" and its kin name a department only after a determiner ("our capital markets group"), not in
// "lead guided reading groups".
const GROUP_AFTER = /^\s+(?:groups?|divisions?|units?|functions?|practice group)\b/i;
const DETERMINER_BEFORE = /(?:\b(?:our|the|a|an|their|your|its)|'s)\s+$/i;

/** "the accounting team", "a UX Designer", "our capital markets group": a department or a role, not a skill asked for. */
export function namesGroupOrRole(text: string, mention: { start: number; end: number }): boolean {
  const after = text.slice(mention.end, mention.end + 30);
  if (TEAM_OR_ROLE_AFTER.test(after)) return true;
  return GROUP_AFTER.test(after) && DETERMINER_BEFORE.test(text.slice(Math.max(0, mention.start - 12), mention.start));
}

const HEAD_OF_BEFORE = /\b(?:director|head|vice president|vp|manager|chief|dean|department|team)s?\s+(?:of|for)\s+(?:the\s+)?$/i;

/** "report to the Director of Inventory Planning": the name of a department. */
export function namesDepartmentOfRole(text: string, mentionStart: number): boolean {
  return HEAD_OF_BEFORE.test(text.slice(Math.max(0, mentionStart - 40), mentionStart));
}

const COUNT_BEFORE = /(?:^|[\s(])(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+$/i;

/** "a team of 6 RNs, 2 LPNs": people counted, not a licence asked for. */
export function countsPeople(text: string, mention: { start: number; surface: string }): boolean {
  return /^[A-Z]{2,6}s$/.test(mention.surface) && COUNT_BEFORE.test(text.slice(Math.max(0, mention.start - 16), mention.start));
}

const YEARS_OF_BEFORE = /\b\d+\s*\+?\s*(?:(?:-|–|to)\s*\d+\s*\+?\s*)?years?\s+of\s+(?:[a-z][a-z-]*\s+){0,2}$/i;
const FIELD_AFTER = /^\s*(?:experience|background|work)\b|^\s*(?:[.;\n]|$)/i;

/**
 * "5+ years of data science experience", "5+ years of professional backend software development": the field the
 * years are counted in, scored with the years. Only a field written in lower case: "3 years of Python experience"
 * still asks for Python.
 */
export function fieldOfYears(text: string, mention: { start: number; end: number; surface: string }): boolean {
  if (mention.surface !== mention.surface.toLowerCase()) return false;
  const lineStart = text.lastIndexOf("\n", mention.start - 1) + 1;
  return (
    YEARS_OF_BEFORE.test(text.slice(Math.max(lineStart, mention.start - 80), mention.start)) && FIELD_AFTER.test(text.slice(mention.end))
  );
}

const FOR_PURPOSE_GAP = /^\s+for\s+[^.,;:!?\n()]{0,50}$/i;

/**
 * "Git for version control", "Redis for caching and rate limiting": after a named tool, the words following "for"
 * say what it is used for; the tool is the skill asked. Only lower-case practices after a name with capitals.
 */
export function purposeOfTool(text: string, mentions: readonly SkillMention[], index: number): boolean {
  const mention = mentions[index]!;
  if (mention.surface !== mention.surface.toLowerCase()) return false;
  for (let k = index - 1; k >= 0; k--) {
    const tool = mentions[k]!;
    if (mention.start - tool.end > 60) break;
    if (!/\p{Lu}/u.test(tool.surface)) continue;
    if (FOR_PURPOSE_GAP.test(text.slice(tool.end, mention.start))) return true;
  }
  return false;
}

/**
 * "Grafana dashboards", "Power BI dashboards": a lower-case practice right after a named product, one space between,
 * is what the product makes; the product is the skill asked for.
 */
export function madeWithProduct(text: string, mentions: readonly SkillMention[], index: number): boolean {
  const mention = mentions[index]!;
  const before = mentions[index - 1];
  return (
    before !== undefined &&
    mention.surface === mention.surface.toLowerCase() &&
    /\p{Lu}/u.test(before.surface) &&
    text.slice(before.end, mention.start) === " "
  );
}

const EXAMPLE_AFTER =
  /^\s+(?:(?:software|tools?|platforms?|systems?|solutions?|suites?|applications?|packages?|products?)\s+)?(?:,\s*)?\(?(?:such as|like|e\.g\.?|for example)[\s,]/i;
const STAND_IN_BEFORE = /\b(?:similar|equivalent|comparable|other)\s+(?:[a-z][a-z-]*\s+)?$/i;

/**
 * "a sales engagement platform such as Outreach", "Amplitude or a similar product analytics tool": a category that a
 * named product stands for; the product is what the posting asks for.
 */
export function categoryStandIn(text: string, mention: { start: number; end: number }): boolean {
  const lineStart = text.lastIndexOf("\n", mention.start - 1) + 1;
  return (
    EXAMPLE_AFTER.test(text.slice(mention.end, mention.end + 60)) ||
    STAND_IN_BEFORE.test(text.slice(Math.max(lineStart, mention.start - 30), mention.start))
  );
}

const CONNECTOR = new Set(["of", "and", "for", "the", "in", "to", "on", "&"]);

/**
 * Where the words an acronym spells out start: "engineering change orders (ECOs)" gives the offset of "engineering".
 * `parenOffset` is the offset of "(". Null when the initials do not spell the acronym.
 */
export function expansionStart(text: string, parenOffset: number, acronym: string): number | null {
  const letters = acronym.replace(/s$/, "").replace(/[^A-Z]/g, "");
  if (letters.length < 2) return null;
  const words = [...text.slice(Math.max(0, parenOffset - 120), parenOffset).matchAll(/[\p{L}\p{N}&'-]+/gu)];
  const base = Math.max(0, parenOffset - 120);
  let want = letters.length - 1;
  for (let w = words.length - 1; w >= 0 && want >= 0; w--) {
    const word = words[w]!;
    // Hyphenated words give one letter per part ("Allen-Bradley"), read from the end.
    const parts = word[0].split("-").filter(Boolean);
    let matchedAll = true;
    for (let p = parts.length - 1; p >= 0; p--) {
      const initial = parts[p]![0]!.toUpperCase();
      if (want >= 0 && initial === letters[want]) want--;
      else if (CONNECTOR.has(parts[p]!.toLowerCase())) continue;
      else matchedAll = false;
    }
    if (!matchedAll) return null;
    if (want < 0) return base + word.index!;
  }
  return null;
}

/**
 * Mentions inside the words an acronym in parentheses spells out, when the acronym itself names a skill:
 * "release engineering change orders (ECOs)" is the one skill ECO, not also "Release Engineering".
 */
export function insideSpelledOutAcronym(text: string, mentions: readonly SkillMention[]): Set<SkillMention> {
  const inside = new Set<SkillMention>();
  for (const acronym of mentions) {
    if (!/^[A-Z][A-Z&]*[A-Z]s?$/.test(acronym.surface) || text[acronym.start - 1] !== "(" || text[acronym.end] !== ")") continue;
    const paren = acronym.start - 1;
    const start = expansionStart(text, paren, acronym.surface);
    if (start === null) continue;
    for (const other of mentions) {
      if (other !== acronym && other.entry !== acronym.entry && other.end > start && other.end <= paren) inside.add(other);
    }
  }
  return inside;
}

const TITLE_SENIORITY = new Set(
  "senior sr junior jr lead principal staff head chief entry level mid i ii iii iv v intern remote hybrid contract temporary full part time".split(
    " ",
  ),
);
const ROLE_NOUN = /(?:er|or|ist|yst|ian|eer|ant|ent|ive|nurse|paralegal|aide|clerk)$/;

/**
 * Two words of one family: "scientist" and "science", "accountant" and "accounting", "nurse" and "nursing". Words
 * shorter than five letters are no family of anything ("ACCA" is not "accountant").
 */
function sameFamily(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  if (shorter < 5) return false;
  const need = Math.min(5, shorter - 1);
  return a.slice(0, need) === b.slice(0, need);
}

const oneWordIndex = new WeakMap<Taxonomy, Map<string, IndexedTerm[]>>();

/** One-word spellings by their first three letters, built once per taxonomy. */
function oneWordTermsByPrefix(taxonomy: Taxonomy): Map<string, IndexedTerm[]> {
  let index = oneWordIndex.get(taxonomy);
  if (!index) {
    index = new Map();
    for (const [first, candidates] of taxonomy.byFirstKey) {
      for (const candidate of candidates) {
        if (candidate.keys.length !== 1) continue;
        const list = index.get(first.slice(0, 3)) ?? [];
        list.push(candidate);
        index.set(first.slice(0, 3), list);
      }
    }
    oneWordIndex.set(taxonomy, index);
  }
  return index;
}

/**
 * The skills that name the job title's own field: "Data Scientist" names Data Science, "Staff Accountant"
 * Accounting, "Mechanical Design Engineer" Mechanical Design. The title is the job, not a skill it asks for.
 * Only the title's main part counts ("Senior Graphic Designer, Packaging & Brand": Graphic Design).
 */
export function titleFieldSkills(title: string, taxonomy: Taxonomy): Set<string> {
  const main = title.split(/\s[-–—|/]\s|[,(:]/)[0] ?? "";
  const keys = tokenize(main)
    .map((t: Token) => t.key)
    .filter((key) => !TITLE_SENIORITY.has(key) && !/^\d+$/.test(key));
  const fields = new Set<string>();
  const role = keys[keys.length - 1];
  if (role === undefined || !ROLE_NOUN.test(role)) return fields;
  const field = keys.slice(0, -1);
  const found = new Set<string>();
  const consider = (candidate: IndexedTerm) => {
    if (candidate.entry.kind !== "hard" || (candidate.term.caseSensitive && field.length === 0)) return;
    const termKeyList = candidate.keys;
    const prefixMatches = field.every((k, i) => termKeyList[i] === k);
    const sameField = field.length > 0 && termKeyList.length === field.length && prefixMatches;
    // The role noun itself makes a credential, not a field ("Registered Nurse"); a word of its family makes the field.
    const last = termKeyList[termKeyList.length - 1]!;
    const fieldAndRole = termKeyList.length === field.length + 1 && prefixMatches && last !== role && sameFamily(last, role);
    if (sameField || fieldAndRole) found.add(candidate.entry.name.toLowerCase());
  };
  if (field.length > 0) for (const candidate of taxonomy.byFirstKey.get(field[0]!) ?? []) consider(candidate);
  else for (const candidate of oneWordTermsByPrefix(taxonomy).get(role.slice(0, 3)) ?? []) consider(candidate);
  return found;
}

/**
 * "Bilingual in English and Spanish": the skill is Spanish. In a clause that asks for two languages, neither the
 * language-less "bilingual" nor English (the language the posting is written in) is a skill on its own.
 */
export function impliedLanguage(text: string, mentions: readonly SkillMention[], index: number): boolean {
  const mention = mentions[index]!;
  if (mention.entry.category !== "Languages") return false;
  const name = mention.entry.name.toLowerCase();
  if (name !== "english" && !name.startsWith("bilingual")) return false;
  const clauseStart = Math.max(text.lastIndexOf("\n", mention.start - 1), text.lastIndexOf(".", mention.start - 1)) + 1;
  let clauseEnd = text.slice(mention.end).search(/[\n.]/);
  clauseEnd = clauseEnd < 0 ? text.length : mention.end + clauseEnd;
  if (!/\bbilingual\b/i.test(text.slice(clauseStart, clauseEnd))) return false;
  return mentions.some(
    (other) =>
      other !== mention &&
      other.entry.category === "Languages" &&
      other.start >= clauseStart &&
      other.end <= clauseEnd &&
      other.entry.name.toLowerCase() !== "english" &&
      !other.entry.name.toLowerCase().startsWith("bilingual"),
  );
}

/** Offsets of lines that repeat the job title (postings often start with it): the title, not a request. */
export function titleLines(text: string, title: string): Array<[number, number]> {
  const squash = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  const wanted = squash(title);
  const ranges: Array<[number, number]> = [];
  if (wanted === "") return ranges;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    if (end - start <= title.length + 8 && squash(text.slice(start, end)) === wanted) ranges.push([start, end]);
    start = end + 1;
  }
  return ranges;
}
