/**
 * Tells a skill a posting asks for from a skill it only names in passing. Each rule reads the words around one
 * taxonomy mention (or the title) and holds for any profession: a department or a role ("the accounting team",
 * "Director of Inventory Planning"), the field a number of years is counted in ("5+ years of data science
 * experience"), what a named tool is used for ("Git for version control"), a category a named product stands in for
 * ("a sales engagement platform such as Outreach"), the words an acronym in parentheses spells out, and the field
 * the job title names ("Data Scientist": Data Science).
 */
import { type SkillMention, stateOfPlace } from "../taxonomy/scan.ts";
import type { IndexedTerm, Taxonomy } from "../taxonomy/taxonomy.ts";
import { type Token, termWords, tokenize } from "../text/tokens.ts";
import { SOFTWARE_KINDS } from "./product-names.ts";

// Nouns for people and departments: after a skill they make it a department or a role ("the Python team",
// "UX Designer", "special education staff"); not where a credential's name goes on ("BB(ASCP) specialist certification").
const TEAM_OR_ROLE_AFTER =
  /^\s+(?:teams?|squads?|pods?|crews?|departments?|firms?|agenc(?:y|ies)|org|organi[sz]ations?|staff|leadership|managers?|directors?|leads?|specialists?|analysts?|coordinators?|supervisors?|officers?|associates?|representatives?|assistants?|clerks?|engineers?|designers?|developers?|scientists?|accountants?|consultants?|architects?|administrators?|technicians?|techs?|writers?|strategists?|generalists?|recruiters?|paralegals?|nurses?|teachers?|executives?|practitioners?|educators?|instructors?|planners?|buyers?|marketers?|attorneys?|lawyers?)\b(?![-/]|\s+(?:certifications?|certificates?|credentials?|licen[cs]es?|exams?|examinations?)\b)/i;
// A job level after a name makes it a job title ("As an SRE II you'll"), not in "teach Spanish II".
const LEVEL_AFTER = /^\s+(?:II|III|IV)\b(?![-/])/;
// "Group" and its kin name a department only after a determiner ("our capital markets group"), not in
// "lead guided reading groups".
const GROUP_AFTER = /^\s+(?:groups?|divisions?|units?|functions?|practice group)\b/i;
// "our in-house Security Operations Center, a team of eleven analysts": an apposition says the name is a group.
const TEAM_APPOSITIVE_AFTER = /^,\s+(?:an?|the|our)\s+(?:[a-z-]+\s+)?(?:team|group|department|unit|squad)\s+of\b/i;
const DETERMINER_BEFORE = /(?:\b(?:our|the|a|an|their|your|its)|'s)\s+$/i;
const TEAMS_AFTER = /^\s+teams?\b/i;
const EXPERIENCE_ON_BEFORE = /\b(?:experience|worked|working)\s+(?:(?:working|as\s+part\s+of)\s+)?(?:on|in|with|within)\s+(?:an?\s+)?$/i;

/** "the accounting team", "a UX Designer", "our capital markets group": a department or a role, not a skill asked for. */
export function namesGroupOrRole(text: string, mention: { start: number; end: number }): boolean {
  const after = text.slice(mention.end, mention.end + 30);
  // "experience working on Scrum teams" asks for the way the team works.
  if (TEAMS_AFTER.test(after) && EXPERIENCE_ON_BEFORE.test(text.slice(Math.max(0, mention.start - 40), mention.start))) return false;
  if (TEAM_OR_ROLE_AFTER.test(after) || TEAM_APPOSITIVE_AFTER.test(after)) return true;
  if (LEVEL_AFTER.test(after) && /\b(?:an?|the|our)\s+$/i.test(text.slice(Math.max(0, mention.start - 8), mention.start))) return true;
  return GROUP_AFTER.test(after) && DETERMINER_BEFORE.test(text.slice(Math.max(0, mention.start - 12), mention.start));
}

const HEAD_OF_BEFORE = /\b(?:director|head|vice president|vp|manager|chief|dean|department|team)s?\s+(?:of|for)\s+(?:the\s+)?$/i;
// A job title written "Role, Department" names the department with capitals: "reports to the Manager, Data Engineering".
const TITLE_COMMA_BEFORE = /\b(?:Director|Head|Vice President|VP|Manager|Supervisor|Chief|Dean|Lead),\s+$/;

/** "report to the Director of Inventory Planning", "the Manager, Data Engineering": the name of a department. */
export function namesDepartmentOfRole(text: string, mention: { start: number; surface: string }): boolean {
  const before = text.slice(Math.max(0, mention.start - 40), mention.start);
  return HEAD_OF_BEFORE.test(before) || (/^\p{Lu}/u.test(mention.surface) && TITLE_COMMA_BEFORE.test(before));
}

const COUNT_BEFORE = /(?:^|[\s(])(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+$/i;

/**
 * Words or phrases that end in people in the plural: "certified occupational therapy assistants", "your team leads",
 * "engineers and interns". A list of nouns, not suffixes: "psychosocial assessments" and "bank statements" are things.
 */
export const PLURAL_PEOPLE =
  /\b(?:assistants|technicians|therapists|nurses|aides|techs|practitioners|specialists|counselou?rs|clinicians|providers|engineers|developers|designers|accountants|paralegals|hygienists|pharmacists|physicians|workers|coordinators|managers|supervisors|adjusters|auditors|analysts|recruiters|teachers|students|interns|residents|leads|leaders|mentors|coaches)$/i;
const PLURAL_ACRONYM = /^[A-Z]{2,6}s$/;
const PEOPLE_CATEGORY = /certific|licen[cs]|credential|therapy|nursing/i;

/**
 * "a team of 6 RNs, 2 LPNs", "collaborate with OTs and PTs", "supervise certified occupational therapy assistants":
 * a credential or a discipline in the plural names the people who hold it, not a licence asked for.
 */
export function countsPeople(text: string, mention: { start: number; surface: string; entry?: { category: string } }): boolean {
  const acronym = PLURAL_ACRONYM.test(mention.surface);
  if (!acronym && !(mention.surface.includes(" ") && PLURAL_PEOPLE.test(mention.surface))) return false;
  if (mention.entry !== undefined && PEOPLE_CATEGORY.test(mention.entry.category)) return true;
  return acronym && COUNT_BEFORE.test(text.slice(Math.max(0, mention.start - 16), mention.start));
}

const NUMBER = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)`;
// "5+ years of", "3-5 years in an", "Four or more years as a", "2+ years of experience in", then the words of the
// field (a list of fields too).
const YEARS_BEFORE = new RegExp(
  String.raw`\b${NUMBER}\s*\+?\s*(?:(?:-|–|to)\s*\d+\s*\+?\s*)?(?:or more\s+|plus\s+)?years?\s+(?:of\s+(?:[a-z-]+\s+)?experience\s+(?:in|as)|of|in|as)\s+(?:(?:an?|the)\s+)?((?:[\p{L}][\p{L}/-]*\s*(?:,|/)?\s*){0,6})$`,
  "iu",
);
// Words that end the field and start what the years are spent doing or where: "of experience with", "in a".
const NOT_FIELD_WORD = /\b(?:experience|with|using|including|in|at|on|for|from|working|such|as)\b/i;
const FIELD_AFTER = /^\s*(?:[\p{L}-]+\s+){0,2}?(?:experience|background|work)\b|^\s*(?:[.,;\n]|$)|^\s+(?:in|at)\s/iu;
const PRACTICE_CATEGORY = /\b(?:practice|specialties|specialities)\b/i;
// A field list ending in a role noun: "in an SRE, DevOps or platform engineering role".
const ROLE_AFTER =
  /^(?:\s*(?:,|\/|\bor\b|\band\b)\s*(?:[\p{L}][\p{L}/-]*\s*){1,3}?)*\s*(?:[\p{L}-]+\s+)?(?:roles?|positions?|capacity|setting|environment)\b/iu;

// "1+ year in a quota-carrying role, ideally B2B sales development, inside sales or business development": the kinds
// of role after the role noun.
const ROLE_THEN_FIELDS =
  /\b\d+\s*\+?\s*(?:years?|yrs?)\b[^.;\n]{0,40}?\b(?:roles?|positions?|seats?),\s*(?:ideally|preferably|such as|e\.g\.,?|whether)\s+((?:[\p{L}\p{N}-]+\s*(?:,|\bor\b|\band\b)?\s*){0,10})$/iu;

/**
 * "5+ years of data science experience", "Four or more years of full-charge bookkeeping", "3+ years in an SRE,
 * DevOps or platform engineering role": the field the years are counted in, scored with the years. A field written
 * with capitals counts only before a role noun: "3 years of Python experience" still asks for Python.
 */
export function fieldOfYears(
  text: string,
  mention: { start: number; end: number; surface: string; entry?: { category: string } },
): boolean {
  const lineStart = text.lastIndexOf("\n", mention.start - 1) + 1;
  // A field is written in lower case, but for an acronym before it ("B2B sales"); a product is not a field.
  if (/(?:^|\s)\p{Ll}+$/u.test(mention.surface) && ROLE_THEN_FIELDS.test(text.slice(lineStart, mention.start))) return true;
  const before = text.slice(Math.max(lineStart, mention.start - 100), mention.start).match(YEARS_BEFORE);
  if (!before || NOT_FIELD_WORD.test(before[1] ?? "")) return false;
  const after = text.slice(mention.end, mention.end + 80);
  if (ROLE_AFTER.test(after)) return true;
  // A practice or specialty is a field however it is written ("2+ years of ICU experience"); a tool is not.
  const field =
    mention.surface === mention.surface.toLowerCase() || (mention.entry !== undefined && PRACTICE_CATEGORY.test(mention.entry.category));
  return field && FIELD_AFTER.test(after);
}

// "in a hospital, long-term care, home infusion or retail setting": the kinds of workplace experience may come from.
const SETTING_LIST_AFTER =
  /^(?:\s*(?:,|\bor\b|\band\b)\s*(?:[\p{L}-]+\s*){1,3}?)*\s*(?:,|\bor\b|\band\b)?\s*(?:[\p{L}-]+\s+)?(?:settings?|environments?|facilit(?:y|ies))\b/iu;
const SETTING_LIST_BEFORE = /\bin\s+(?:an?|the|any)\s+((?:[\p{L}-]+(?:,|\s+or|\s+and)?\s+){0,8})$/iu;

/** A workplace named in a list of settings where experience counts: not a skill asked for. */
export function workplaceSetting(text: string, mention: { start: number; end: number }): boolean {
  const lineStart = text.lastIndexOf("\n", mention.start - 1) + 1;
  const before = text.slice(Math.max(lineStart, mention.start - 100), mention.start).match(SETTING_LIST_BEFORE);
  const after = text.slice(mention.end, mention.end + 80).match(SETTING_LIST_AFTER);
  // One setting alone ("in a BIM environment") may well be a skill: it takes a list.
  return before !== null && after !== null && /,|\bor\b|\band\b/.test(before[1]! + after[0]);
}

/** The taxonomy category of industries and sectors (taxonomy/hard/industries.ts). */
export const INDUSTRY_CATEGORY = "Industries and domains";

// "experience in the", "background in a", "exposure to", "knowledge of": the domain a candidate has worked in.
// Also the examples of "an industry": "a regulated industry such as healthcare", "verticals (e.g. retail, banking)".
const INDUSTRY_CUE_BEFORE =
  /\b(?:(?:experience|background|exposure|expertise|knowledge|familiarity|understanding|worked|working|work)\s+(?:in|with|within|at|of|to|from|across|serving|supporting|selling\s+(?:in)?to)\s+(?:(?:the|an?|another|other|similar|(?:highly\s+)?regulated)\s+)*(?:[\p{L}-]+\s*(?:,|\s+or|\s+and)\s+){0,3}|(?:industry|industries|sectors?|verticals?|environments?)\s*,?\s*(?:such\s+as|like|including|\(?e\.g\.,?|\()\s*|(?:for\s+example|e\.g\.,?|such\s+as)\s+in\s+)$/iu;
// A noun that makes the industry the frame of the experience: "a manufacturing environment", "SaaS experience". Not
// "setting": "a hospital or retail setting" is a workplace.
const INDUSTRY_FRAME_AFTER =
  /^(?:\s*(?:,|\s+or|\s+and)(?:\s+an?other|\s+other)?(?:\s+[\p{L}-]+){0,2}?)?[\s-]+(?:industry|industries|sectors?|environments?|space|domain|verticals?|experience|background|knowledge|expertise)\b/iu;
// After a cue the industry may also end its phrase or name whom the work was for: "exposure to construction clients".
const INDUSTRY_END_AFTER =
  /^(?:\s*(?:[,.;:)]|\n|$)|\s+(?:or|and|\/)\s|\s+(?:organi[sz]ations?|companies|company|firms?|clients|customers|accounts|products?|platforms?|software|solutions|businesses)\b)/i;
const INDUSTRY_LIST_GAP = /^\s*(?:,|\/|,?\s+(?:or|and)\b)\s*(?:(?:an?|the|other|another)\s+)?$/i;

/**
 * An industry asked for as domain knowledge: "experience in the utility industry", "background in a manufacturing or
 * distribution environment", "exposure to real estate or construction clients", "SaaS experience". Anywhere else an
 * industry word is only the setting of the sentence ("verify patient insurance", "attacks on healthcare
 * organizations"). A list of industries shares its frame.
 */
export function industryAskedFor(text: string, mentions: readonly SkillMention[], index: number): boolean {
  const framed = (at: number) => {
    const mention = mentions[at]!;
    const after = text.slice(mention.end, mention.end + 40);
    if (INDUSTRY_FRAME_AFTER.test(after)) return true;
    const lineStart = text.lastIndexOf("\n", mention.start - 1) + 1;
    return INDUSTRY_CUE_BEFORE.test(text.slice(Math.max(lineStart, mention.start - 60), mention.start)) && INDUSTRY_END_AFTER.test(after);
  };
  const listed = (at: number) => mentions[at]?.entry.category === INDUSTRY_CATEGORY;
  if (framed(index)) return true;
  // Walk the list both ways: "healthcare, insurance or financial services experience".
  for (const step of [-1, 1]) {
    for (let at = index; listed(at + step); at += step) {
      const [left, right] = step < 0 ? [mentions[at + step]!, mentions[at]!] : [mentions[at]!, mentions[at + step]!];
      if (!INDUSTRY_LIST_GAP.test(text.slice(left.end, right.start))) break;
      if (framed(at + step)) return true;
    }
  }
  return false;
}

// Nouns that make the words before them a kind of data or source: "POS, e-commerce and inventory data".
const MODIFIED_HEAD = String.raw`(?:teams|departments|data|datasets?|sources|logs|records|files|feeds|events|traffic|telemetry|documents|channels|accounts|clients|customers|industries|sectors|segments|verticals)`;
// One list item: up to three words, none a preposition or determiner ("including for customers" is no item).
const ITEM = String.raw`(?:(?!(?:including|for|with|to|in|on|of|from|such|as|like|the|an?|our|your|their)\b)[\p{L}\p{N}&+.'()-]+\s*){1,3}?`;
// The head ends its noun phrase: "inventory data into Snowflake", not "accounts receivable follow-up" or "personnel
// files organized".
const HEAD_ENDS = String.raw`(?=\s*(?:[,.;:)\n]|$)|\s+(?:into|from|to|for|in|across|with|and|or|on|at|of|using|via|through|that|so|is|are)\b)`;
const ITEMS_THEN_HEAD = new RegExp(
  String.raw`^\)?((?:\s*(?:,|\bor\b|\band\b|/)\s*(?:and\s+|or\s+)?${ITEM})*?)\s*${MODIFIED_HEAD}\b${HEAD_ENDS}`,
  "iu",
);
const ITEMS_BEFORE = new RegExp(String.raw`(?:${ITEM}\s*(?:,|\bor\b|\band\b|/)\s*)+$`, "iu");
// A product name written in capitals and lower case ("Macropoint and ELD data") makes the list one of tools.
const PRODUCT_NAME = /\b\p{Lu}\p{Ll}+/u;

/**
 * "bring point-of-sale (POS), e-commerce, loyalty and inventory data into Snowflake", "log analysis across firewall,
 * proxy, DNS and VPN sources": a list of words before a noun such as "data" says which data, not which skills.
 */
export function modifiesListHead(
  text: string,
  mention: { start: number; end: number; surface: string; entry?: { name: string } },
): boolean {
  const lineStart = text.lastIndexOf("\n", mention.start - 1) + 1;
  const after = text.slice(mention.end, mention.end + 120).match(ITEMS_THEN_HEAD);
  if (!after) return false;
  // "HSA and FSA accounts": the head repeats the skills' own last word (Flexible Spending Accounts); they are the kinds.
  const head = after[0].trim().split(/\s+/).pop()!.toLowerCase();
  if (mention.entry?.name.toLowerCase().endsWith(` ${head}`)) return false;
  const before = text.slice(Math.max(lineStart, mention.start - 80), mention.start).match(ITEMS_BEFORE)?.[0] ?? "";
  const itemsAfter = after[1] ?? "";
  const inList = /,|\bor\b|\band\b|\//.test(itemsAfter) || before !== "";
  // Only the list's own words are read: a sentence-initial capital before it is not a product name.
  const listWords = `${before.replace(/^\s*\p{Lu}\p{Ll}+\s/u, " ")} ${mention.surface} ${itemsAfter}`;
  return inList && !PRODUCT_NAME.test(listWords);
}

const FOR_PURPOSE_GAP = /^\s+for\s+[^.,;:!?\n()]{0,50}$/i;

/**
 * "Git for version control", "Redis for caching and rate limiting": after a named tool, the words following "for"
 * say what it is used for; the tool is the skill asked. Only lower-case practices after a name with capitals.
 */
export function purposeOfTool(text: string, mentions: readonly SkillMention[], index: number): boolean {
  const mention = mentions[index]!;
  // A practice in lower case, or a category's acronym ("Salesforce for CRM").
  if (mention.surface !== mention.surface.toLowerCase() && !/^[A-Z]{2,5}$/.test(mention.surface)) return false;
  for (let k = index - 1; k >= 0; k--) {
    const tool = mentions[k]!;
    if (mention.start - tool.end > 60) break;
    if (!/\p{Lu}/u.test(tool.surface)) continue;
    const gap = text.slice(tool.end, mention.start);
    // "ADDIE for large programs and a SAM-style cycle": after "and a" comes another thing, not the purpose.
    if (FOR_PURPOSE_GAP.test(gap) && !/\b(?:and|or)\s+(?:an?|the|our)\s+$/i.test(gap)) return true;
  }
  return false;
}

/**
 * "Grafana dashboards", "Power BI dashboards": a lower-case practice right after a named product, one space between,
 * is what the product makes; the product is the skill asked for. A practice run in the product ("ServiceNow change
 * management") is asked for itself.
 */
export function madeWithProduct(text: string, mentions: readonly SkillMention[], index: number): boolean {
  const mention = mentions[index]!;
  const before = mentions[index - 1];
  return (
    before !== undefined &&
    mention.surface === mention.surface.toLowerCase() &&
    !/ management\b/.test(mention.surface) &&
    /\p{Lu}/u.test(before.surface) &&
    text.slice(before.end, mention.start) === " "
  );
}

const CATEGORY_NOUN = String.raw`(?:software|standards?|tools?|platforms?|systems?|solutions?|suites?|applications?|packages?|products?|librar(?:y|ies)|frameworks?|services?)`;
// "a BI tool such as Tableau", "a workflow orchestration tool, preferably Airflow", "state management using a library
// such as Redux": the words that introduce named examples of the category. Examples in lower case ("community
// resources such as housing and transport") are kinds of the category, which stays the skill.
const EXAMPLE_AFTER = new RegExp(
  String.raw`^\s+(?:(?:using|with|via|through)\s+(?:an?|one or more|some)\s+)?(?:${CATEGORY_NOUN}\s*)?(?:(?:,\s*)?\(?(?:such as|like|e\.g\.?|for example)|,\s*(?:preferably|ideally|specifically|namely))[\s,]+(?:the\s+)?`,
  "i",
);
// A name: a capital or a digit first, or a camel-cased product ("iManage", "athenaOne"); an all-lower-case name ("dbt") is missed.
const NAMED_EXAMPLE = /^(?:[\p{Lu}\d]|\p{Ll}+\p{Lu})/u;
// "spreadsheets (Google Sheets or Excel)": two or more named examples in parentheses after a common noun.
const EXAMPLES_IN_PARENTHESES = /^\s*\(\s*\p{Lu}(?:[^()\n]|\([^()\n]*\))*?(?:,|\bor\b|\band\b)\s*\p{Lu}(?:[^()\n]|\([^()\n]*\))*\)/u;
// "our loan origination system (Encompass)", "our CRM (Total Expert)": one product named in parentheses after a
// common noun or a kind of software.
const PRODUCT_IN_PARENTHESES = new RegExp(String.raw`^\s*(?:${CATEGORY_NOUN}\s*)?\(\s*\p{Lu}\p{Ll}[\p{L}\p{N}.+#&' -]*\)`, "u");
// "EDR tools (CrowdStrike Falcon and Microsoft Defender)": the same after a category noun, whatever the name's case.
const CATEGORY_EXAMPLES_IN_PARENTHESES = new RegExp(
  String.raw`^\s+${CATEGORY_NOUN}\s*\(\s*\p{Lu}[^()\n]*?(?:,|\bor\b|\band\b)\s*\p{Lu}[^()\n]*\)`,
  "u",
);
// "Amplitude or a similar product analytics tool".
const STAND_IN_BEFORE = /\b(?:similar|equivalent|comparable|other|another)\s+(?:[a-z][a-z-]*\s+)?$/i;
// "Git-based version control"; "uses Canvas as its learning management system": a product stands in for the category.
const PRODUCT_BASED_BEFORE = /\p{Lu}[\p{L}\p{N}.+#]*-based\s+$|\p{Lu}[\p{L}\p{N}.+#-]*\s+as\s+(?:its|our|their)\s+(?:[a-z-]+\s+)?$/u;

function namedExamplesAfter(after: string): boolean {
  const cue = after.match(EXAMPLE_AFTER);
  return cue !== null && NAMED_EXAMPLE.test(after.slice(cue[0].length));
}

/**
 * "a sales engagement platform such as Outreach", "Amplitude or a similar product analytics tool": a category that a
 * named product stands for; the product is what the posting asks for.
 */
export function categoryStandIn(text: string, mention: { start: number; end: number; surface?: string }): boolean {
  const lineStart = text.lastIndexOf("\n", mention.start - 1) + 1;
  const after = text.slice(mention.end, mention.end + 60);
  const before = text.slice(Math.max(lineStart, mention.start - 30), mention.start);
  return (
    namedExamplesAfter(after) ||
    CATEGORY_EXAMPLES_IN_PARENTHESES.test(after) ||
    (mention.surface !== undefined && mention.surface === mention.surface.toLowerCase() && EXAMPLES_IN_PARENTHESES.test(after)) ||
    (mention.surface !== undefined &&
      (mention.surface === mention.surface.toLowerCase() || SOFTWARE_KINDS.has(mention.surface)) &&
      PRODUCT_IN_PARENTHESES.test(after)) ||
    STAND_IN_BEFORE.test(before) ||
    PRODUCT_BASED_BEFORE.test(before)
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
      // A skill spelling out the whole acronym is the skill meant ("Relativity Certified Administrator (RCA)"), whatever
      // else the letters may stand for; acronymSpelledOtherwise then drops the acronym.
      const wholeExpansion = other.start <= start && text.slice(other.end, paren).trim() === "";
      if (other !== acronym && other.entry !== acronym.entry && other.end > start && other.end <= paren && !wholeExpansion)
        inside.add(other);
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

/**
 * The skills that name the job title's own field: "Data Scientist" names Data Science, "Staff Accountant"
 * Accounting, "Mechanical Design Engineer" Mechanical Design. The title is the job, not a skill it asks for.
 * Only the title's main part counts ("Senior Graphic Designer, Packaging & Brand": Graphic Design).
 */
export function titleFieldSkills(title: string, taxonomy: Taxonomy): Set<string> {
  // A parenthesised acronym or stack is dropped, not a cut: "Security Operations Center (SOC) Analyst II".
  const main = title.replace(/\s*\([^)]*\)/g, "").split(/\s[-–—|/]\s|[,(:]/)[0] ?? "";
  const allKeys = tokenize(main).map((t: Token) => t.key);
  // "Full" and "part" are seniority-like only before "time" ("Full-Time"), not in "Full-Charge Bookkeeper".
  const keys = allKeys.filter(
    (key, i) => !(TITLE_SENIORITY.has(key) && !(/^(?:full|part)$/.test(key) && allKeys[i + 1] !== "time")) && !/^\d+$/.test(key),
  );
  const fields = new Set<string>();
  const role = keys[keys.length - 1];
  if (role === undefined || !ROLE_NOUN.test(role)) return fields;
  const whole = keys.slice(0, -1);
  // "SEO & Content Marketing Specialist": each field the title joins is the title's own.
  const parts = whole.includes("and") ? [whole, ...splitAtAnd(whole)] : [whole];
  const found = new Set<string>();
  for (const field of parts) addTitleFields(field, role, taxonomy, found);
  return found;
}

function splitAtAnd(keys: readonly string[]): string[][] {
  const parts: string[][] = [[]];
  for (const key of keys) {
    if (key === "and") parts.push([]);
    else parts[parts.length - 1]!.push(key);
  }
  return parts.filter((part) => part.length > 0);
}

function addTitleFields(field: readonly string[], role: string, taxonomy: Taxonomy, found: Set<string>): void {
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
  if (field.length > 0) for (const candidate of taxonomy.startingWith(field[0]!)) consider(candidate);
  else for (const candidate of taxonomy.oneWordTermsStartingWith(role.slice(0, 3))) consider(candidate);
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
    const line = text.slice(start, end);
    // The title line itself, or the title with a suffix near the top ("Occupational Therapist (OTR/L) - Skilled Nursing").
    const exact = line.length <= title.length + 8 && squash(line) === wanted;
    const withSuffix = start < 400 && line.toLowerCase().startsWith(title.toLowerCase()) && /^\s*[-–—|,:(]/.test(line.slice(title.length));
    if (exact || withSuffix) ranges.push([start, end]);
    start = end + 1;
  }
  return ranges;
}

// A degree and the word that introduces its field: "Bachelor's degree in", "B.S. in", "Master of Science in", "MBA or".
const DEGREE_INTRO =
  /\b(?:(?:bachelor|master|associate|doctoral|doctorate)(?:'?s)?(?:\s+of\s+(?:science|arts|applied science|business administration|fine arts))?|ph\.?d\.?|b\.?s\.?|b\.?a\.?|m\.?s\.?|m\.?a\.?|mba|degree|diploma|major(?:ing)?)(?:\s+degree)?\s+in\s+/gi;
// A field written before the word degree: "a Finance or Accounting degree".
const DEGREE_AFTER = /^(?:\s*(?:,|\/|\bor\b|\band\b)\s*\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*)*)*\s+(?:degree|major)\b/u;
// What may stand between a field of study and the next one: "Accounting, Finance or a related field".
const FIELD_LIST_WORDS = /^(?:[\s,/&]+|(?:or|and|a|an|in|of|the|related|similar|relevant|equivalent|field|fields|discipline|area)\b)+/i;
const FIELD_NAME = /^\p{Lu}[\p{L}&'-]*(?:\s+(?:(?:of|and|&)\s+)?\p{Lu}[\p{L}&'-]*)*/u;
const FIELD_WORDS_BEFORE_SEPARATOR = /^[a-z][\p{L}'-]*(?:\s+[a-z][\p{L}'-]*){0,2}(?=\s*(?:[,/]|\bor\b|\band\b))/u;

/**
 * "Bachelor's degree in Accounting, Finance or a related field": a field of study the degree is in, scored with the
 * education, not a skill asked for. Only the list right after the degree counts: in "Bachelor's degree and current
 * BLS certification" or "Bachelor of Science in Nursing with Epic experience", BLS and Epic are asked for.
 */
export function degreeField(text: string, mentions: readonly SkillMention[], index: number): boolean {
  const mention = mentions[index]!;
  const lineStart = Math.max(text.lastIndexOf("\n", mention.start - 1), text.lastIndexOf(";", mention.start - 1)) + 1;
  const before = text.slice(lineStart, mention.start);
  if (DEGREE_AFTER.test(text.slice(mention.end, mention.end + 80))) return true;
  if (educationCertificate(text, mention)) return true;
  let introEnd = -1;
  for (const match of before.matchAll(DEGREE_INTRO)) introEnd = lineStart + match.index + match[0].length;
  if (introEnd < 0) return false;
  // Walk from the degree to the mention: other skills, capitalised field names and list words only.
  let position = introEnd;
  for (const other of mentions) {
    if (other.end <= position || other.start >= mention.start) continue;
    if (!fieldGap(text.slice(position, other.start))) return false;
    position = other.end;
  }
  const gap = text.slice(position, mention.start);
  if (fieldGap(gap)) return true;
  // The field's own first words may stand before the skill that ends it ("visual communication"), when a
  // separator or the end of the clause follows.
  const ownWords = gap.match(/(?:^|\s)((?:[a-z][\p{L}'-]*\s+){1,2})$/u);
  return (
    ownWords !== null &&
    fieldGap(gap.slice(0, gap.length - ownWords[1]!.length)) &&
    /^\s*(?:[,/;.)]|\bor\b|\band\b|$)/.test(text.slice(mention.end, mention.end + 10))
  );
}

const SENTENCE_DEGREE = /\b(?:bachelor|master|associate|doctoral)(?:'?s)?\b|\bdegree\b/i;

/**
 * "Paralegal certificate from an ABA-approved program, or a bachelor's degree", "Bachelor's degree required; paralegal
 * certificate preferred": a school certificate offered beside a degree is education too.
 */
function educationCertificate(text: string, mention: { start: number; end: number; surface: string }): boolean {
  if (!/\b(?:certificate|diploma)s?$/i.test(mention.surface)) return false;
  let start = mention.start;
  while (start > 0 && !/[\n.!?]/.test(text[start - 1]!)) start--;
  let end = mention.end;
  while (end < text.length && !/[\n.!?]/.test(text[end]!)) end++;
  return SENTENCE_DEGREE.test(text.slice(start, mention.start) + text.slice(mention.end, end));
}

/** A gap of field names and list words: capitalised names, or up to three lower-case words that a separator ends. */
function fieldGap(gap: string): boolean {
  let rest = gap;
  for (;;) {
    rest = rest.replace(FIELD_LIST_WORDS, "");
    if (rest === "") return true;
    const name = rest.match(FIELD_NAME) ?? rest.match(FIELD_WORDS_BEFORE_SEPARATOR);
    if (!name) return false;
    rest = rest.slice(name[0].length);
  }
}

const ACCREDITED_AFTER = /^[-\s](?:approved|accredited|endorsed|recogni[sz]ed)\b/i;

// A credential's acronym, then the issuer's in parentheses: "CMA (AAMA)", "CCMA (NHA)", "ACLS (AHA)".
const CREDENTIAL_THEN_PARENTHESIS = /\b[A-Z][A-Z0-9&-]{1,9} \($/;

/**
 * "an ABA-approved program", "a CAAHEP-accredited school", "CMA (AAMA)": the acronym names the body that approves
 * or issues, not a skill.
 */
export function namesAccreditingBody(text: string, mention: { start: number; end: number; surface: string }): boolean {
  if (!/^[A-Z][A-Z&]+$/.test(mention.surface)) return false;
  if (ACCREDITED_AFTER.test(text.slice(mention.end, mention.end + 16))) return true;
  return text[mention.end] === ")" && CREDENTIAL_THEN_PARENTHESIS.test(text.slice(Math.max(0, mention.start - 12), mention.start));
}

const PERSON_DETERMINER_BEFORE =
  /(?:\b(?:our|your|their)(?:\s+(?:outside|external|staff|supervising|consulting|in-house))?|\b(?:for|to|with|from|by)\s+(?:the|an?))\s+$/i;
const CREDENTIAL_NOUN_AFTER =
  /^[\s-]*(?:exams?|examination|licen[cs]es?|licensure|certifications?|certificates?|credentials?|designations?|charter|requirements?|hours|track|eligib\w*|candidates?|preferred|required)\b/i;

// The last word of a credential a person holds: "Certified Public Accountant", "Registered Nurse", "Professional Engineer".
const HOLDER_NAME = /(?:ant|ent|er|or|ist|ian|nurse|aide|specialist|practitioner|adjuster|technician)$/i;

/**
 * "reviewed by our CPA", "schedules for the CPA", "report to the RN": an acronym of a credential that names the
 * person who holds it. "CPA exam", "our CPA requirement" still ask for the credential.
 */
export function namesCredentialHolder(text: string, mention: SkillMention): boolean {
  if (!/certific|licen[cs]|credential/i.test(mention.entry.category)) return false;
  // "governed by the IBC": a code or a standard is no person.
  if (!HOLDER_NAME.test(mention.entry.name)) return false;
  const before = text.slice(Math.max(0, mention.start - 16), mention.start);
  const after = text.slice(mention.end, mention.end + 24);
  if (CREDENTIAL_NOUN_AFTER.test(after)) return false;
  // "three family physicians and one nurse practitioner": the holder written out, counted or pointed at.
  if (/^[a-z]+(?: [a-z]+)+$/.test(mention.surface)) {
    return HOLDER_WORD.test(mention.surface) && (PERSON_DETERMINER_BEFORE.test(before) || ONE_PERSON_BEFORE.test(before));
  }
  if (!/^[A-Z][A-Z&-]{1,7}$/.test(mention.surface)) return false;
  // "partners with RN case managers": the acronym says which people.
  return PERSON_DETERMINER_BEFORE.test(before) || PEOPLE_AFTER.test(after);
}

// A person's word ends the credential written out: "nurse practitioner", not "project management".
const HOLDER_WORD =
  /\b(?:nurse|practitioner|aide|assistant|specialist|technician|technologist|therapist|pharmacist|accountant|engineer|adjuster|paramedic|hygienist|counselor|planner)s?$/;
const ONE_PERSON_BEFORE = /(?:^|[\s(])(?:one|a single|each|every)\s+$/i;
const PEOPLE_AFTER =
  /^[^\S\n]+(?:[a-z]+[^\S\n]+)?(?:managers|nurses|staff|colleagues|coordinators|navigators|supervisors|peers|preceptors)\b/;

// A quality written as an adjective before people asks for the quality: "Self-motivated techs", "Dependable teammates".
const QUALITY_ADJECTIVE = /(?:ed|able|ible|ive|ful|ous|ent|ant|ic|al|-first|-oriented|-minded)$/i;

// A quality written as the verb of working with people: "mentor developers", "coach new hires" ("lead" heads titles).
const VERB_ON_PEOPLE = /^(?:mentor|coach|train|teach|guide|supervise|motivate)$/i;

/**
 * A soft skill written as an adjective or as a verb before people: the people it describes are the ones the posting
 * wants, or the ones the work is done for, not a group named.
 */
export function describesPeople(mention: { surface: string; entry: { kind: string } }): boolean {
  return mention.entry.kind === "soft" && (QUALITY_ADJECTIVE.test(mention.surface) || VERB_ON_PEOPLE.test(mention.surface));
}

/**
 * "review the data collected by teachers", "loads tendered to carriers", "cost coded invoices": a skill's last word
 * written as a past participle describes a thing already done, not a skill asked for. (A resume's "loans closed" is
 * still its evidence: this reads postings only.)
 */
export function participleOfSkill(mention: { surface: string; term: { text: string } }): boolean {
  const written = termWords(mention.surface);
  return written.length > 1 && /ed$/i.test(written.at(-1)!) && !/ed$/i.test(termWords(mention.term.text).at(-1)!);
}

const UNDER_SUPERVISION_AFTER = /^\s+of\b/i;
const UNDER_BEFORE = /\bunder\s+(?:the\s+)?(?:[a-z]+\s+)?$/i;
// "with little day-to-day supervision", "without close supervision": how much oversight the role gets.
const LITTLE_BEFORE =
  /\b(?:little|minimal|limited|minimum|no|without|less|light)\s+(?:(?:direct|close|day-to-day|daily|ongoing|constant)\s+)?$/i;
// "report results to the leadership", "summaries that leadership and privacy officers can act on": the people.
const LEADERSHIP_AS_PEOPLE_BEFORE =
  /\b(?:to|for|with|that|from|senior|executive|company|plant|site|clinic|school|store|hospital|district|firm)\s+$/i;
const LEADERSHIP_AS_QUALITY_AFTER = /^\s+(?:skills?|abilit|experience|qualities|potential|style|capabilit|roles?|positions?)/i;

/**
 * Soft-skill words that name something else: "works under the direct supervision of a pharmacist", "with minimal
 * supervision" (how the role is supervised), "present to leadership" (the people), "proactive threat hunting" (an
 * adjective of a task the posting names as a skill of its own).
 */
export function softSkillInPassing(text: string, mentions: readonly SkillMention[], index: number): boolean {
  const mention = mentions[index]!;
  if (mention.entry.kind !== "soft") return false;
  const before = text.slice(Math.max(0, mention.start - 40), mention.start);
  const after = text.slice(mention.end, mention.end + 30);
  const surface = mention.surface.toLowerCase();
  if (surface === "supervision" && ((UNDER_BEFORE.test(before) && UNDER_SUPERVISION_AFTER.test(after)) || LITTLE_BEFORE.test(before)))
    return true;
  if (surface === "leadership" && LEADERSHIP_AS_PEOPLE_BEFORE.test(before) && !LEADERSHIP_AS_QUALITY_AFTER.test(after)) return true;
  // "support your team leads", "coach department leaders": the people in those roles.
  if (PLURAL_PEOPLE.test(surface)) return true;
  // "our Project Warmth fund": a capitalised word inside a longer name.
  if (/^\p{Lu}/u.test(mention.surface) && /\p{Lu}[\p{L}-]*[^\S\n]$/u.test(before) && !/[.!?:;•\n]\s*\p{Lu}[\p{L}-]*\s$/u.test(before))
    return true;
  // "fiber optic communications": a quality's word as the head of a hard skill's phrase.
  const previous = mentions[index - 1];
  if (previous?.entry.kind === "hard" && text.slice(previous.end, mention.start) === " " && /^[a-z]/.test(mention.surface)) return true;
  const next = mentions[index + 1];
  return (
    next !== undefined &&
    next.entry.kind === "hard" &&
    text.slice(mention.end, next.start) === " " &&
    /^[a-z-]+$/.test(mention.surface) &&
    QUALITY_ADJECTIVE.test(mention.surface)
  );
}

const HOSPITAL_UNITS = new Set("ICU NICU PICU CCU CVICU SICU MICU PACU PCU IMU EMU ED ER OR L&D OB".split(" "));
// "portable X-rays in the ICU, NICU and PACU", "cases in the OR": where the work happens, earlier units of the list too.
const UNIT_PLACE_BEFORE =
  /\b(?:in|on|to|from|across|throughout|within)\s+(?:the|our|an?)\s+(?:[A-Z&-]+(?:,\s*|\s+(?:and|or)\s+|,\s+(?:and|or)\s+))*$/;

/**
 * "Lancaster, PA": a state code after a place name, not the skill its letters also spell. "in the ICU, NICU and
 * PACU": hospital units where the work happens.
 */
export function namesPlace(text: string, mention: { start: number; surface: string }): boolean {
  const before = text.slice(Math.max(0, mention.start - 40), mention.start);
  if (HOSPITAL_UNITS.has(mention.surface) && UNIT_PLACE_BEFORE.test(before)) return true;
  return stateOfPlace(text, mention);
}

/**
 * "local earned income tax (EIT)": the posting spells out an acronym as something other than the skill the
 * taxonomy knows by those letters (Engineer in Training), so the acronym is not that skill.
 */
export function acronymSpelledOtherwise(text: string, mention: SkillMention): boolean {
  if (!/^[A-Z][A-Z&]+s?$/.test(mention.surface) || text[mention.start - 1] !== "(" || text[mention.end] !== ")") return false;
  const start = expansionStart(text, mention.start - 1, mention.surface);
  if (start === null) return false;
  const expansion = tokenize(text.slice(start, mention.start - 1))
    .map((t) => t.key)
    .join(" ");
  return !mention.entry.terms.some((term) =>
    tokenize(term.text)
      .map((t) => t.key)
      .join(" ")
      .startsWith(expansion.split(" ")[0] ?? ""),
  );
}

const DEPARTMENTS = new Set(
  "operations finance accounting procurement purchasing marketing sales engineering legal it hr product design compliance quality logistics merchandising security support".split(
    " ",
  ),
);
const WITH_DEPARTMENTS_BEFORE =
  /\b(?<!(?:experience|familiarity|familiar|proficiency|proficient|expertise|skills?|comfort|comfortable)\s)(?:with|across|alongside|between|among)\s+(?:(?:the|our)\s+)?(?:[A-Za-z&]+,\s+)*(?:(?:and|or)\s+)?$/i;

// A field's department in lower case, two words or more: "process engineering", "product marketing".
const DEPARTMENT_OF_FIELD = /^[a-z][a-z-]*(?:\s[a-z-]+)*\s(?:engineering|marketing|operations|finance|sales)$/;
const CLAUSE_ENDS_AFTER_DEPARTMENT = /^\s*(?:[.,;:)\n]|$|(?:to|on|teams?)\b)/;

// "our business units (lending, deposit operations, member services, accounting)": the groups, named in parentheses.
const GROUPS_THEN_PARENTHESIS = /\b(?:business units|units|departments|teams|functions|groups|lines of business)\s*\($/i;

/** A name in a parenthesised list of the groups a sentence mentions: the groups, not skills asked for. */
export function namesGroupInList(text: string, mention: { start: number; end: number }): boolean {
  const lineStart = text.lastIndexOf("\n", mention.start - 1) + 1;
  const open = text.lastIndexOf("(", mention.start);
  if (open < lineStart || text.slice(open, mention.start).includes(")")) return false;
  const close = text.indexOf(")", mention.end);
  if (close < 0 || text.slice(mention.end, close).includes("\n")) return false;
  return GROUPS_THEN_PARENTHESIS.test(text.slice(Math.max(lineStart, open - 40), open + 1));
}

/**
 * "contract negotiation with operations, IT, finance, and procurement", "monitor supplier performance with
 * procurement": a department the work is done with, not a skill. "Experience with procurement" still asks for it.
 */
export function namesDepartment(text: string, mention: { start: number; surface: string }): boolean {
  const lineStart = text.lastIndexOf("\n", mention.start - 1) + 1;
  const before = text.slice(Math.max(lineStart, mention.start - 60), mention.start);
  if (DEPARTMENT_OF_FIELD.test(mention.surface)) {
    // "complete the assessment with process engineering.", "spend with partner marketing, and": a group of the company.
    const after = text.slice(mention.start + mention.surface.length, mention.start + mention.surface.length + 12);
    return WITH_DEPARTMENTS_BEFORE.test(before) && CLAUSE_ENDS_AFTER_DEPARTMENT.test(after);
  }
  if (!DEPARTMENTS.has(mention.surface.toLowerCase()) || (mention.surface !== mention.surface.toLowerCase() && mention.surface !== "IT"))
    return false;
  // "prepare journal entries for accounting": the department the work goes to, at the end of the clause.
  if (/\bfor\s+(?:the\s+|our\s+)?$/i.test(before) && /^\s*(?:[.,;:)\n]|$)/.test(text.slice(mention.start + mention.surface.length)))
    return true;
  return WITH_DEPARTMENTS_BEFORE.test(before);
}

// "from AIPB", "through PTCB or NHA": who issues a credential.
const ISSUER_BEFORE = /\b(?:[Ff]rom|[Bb]y|[Tt]hrough)\s+(?:[Tt]he\s+)?(?:[A-Z][A-Za-z&-]*\s+(?:or|and)\s+)?$/;

// The last word of a job title: "Account Executive", "Sales Development Representative".
const ROLE_TITLE_END =
  /^(?:executives?|representatives?|reps?|managers?|directors?|specialists?|coordinators?|engineers?|officers?|associates?|assistants?|analysts?|administrators?|leads?|supervisors?|technicians?|consultants?|partners?)$/i;

/** "AE" where the posting writes "Account Executive": the initials of a job title, a person rather than a skill. */
function initialsOfRole(text: string, acronym: string): boolean {
  const letters = acronym.replace(/s$/, "");
  if (!/^[A-Z]{2,5}$/.test(letters)) return false;
  const words = String.raw`\p{Lu}[\p{L}-]*`;
  const title = new RegExp(String.raw`\b${words}(?:\s+${words}){${letters.length - 1}}\b`, "gu");
  for (const found of text.matchAll(title)) {
    const parts = found[0].split(/\s+/);
    if (parts.map((part) => part[0]).join("") === letters && ROLE_TITLE_END.test(parts[parts.length - 1]!)) return true;
  }
  return false;
}

/**
 * For a name the taxonomy does not know: "(CB) from AIPB" names who issues a credential, "ISM CPSM" qualifies the
 * credential after it, "SDR-sourced leads" is a compound adjective, "PICU" is a hospital unit, "AE" beside "Account
 * Executive" is a colleague. None is a skill asked for on its own.
 */
export function unknownNameInPassing(
  text: string,
  name: { start: number; end: number },
  mentions: ReadonlyArray<{ start: number; surface: string }>,
): boolean {
  if (ISSUER_BEFORE.test(text.slice(Math.max(0, name.start - 16), name.start))) return true;
  const surface = text.slice(name.start, name.end);
  if (initialsOfRole(text, surface)) return true;
  // A hospital unit the taxonomy does not list as a practice ("PICU", "ED") is a place however it is written.
  if (HOSPITAL_UNITS.has(surface)) return true;
  if (namesAccreditingBody(text, { ...name, surface }) || namesPlace(text, { start: name.start, surface })) return true;
  if (/^-[a-z]/.test(text.slice(name.end, name.end + 2))) return true;
  return mentions.some((m) => m.start === name.end + 1 && text[name.end] === " " && /^[A-Z][A-Z0-9&-]+$/.test(m.surface));
}
