/**
 * Extracts a posting's keywords: taxonomy skills (longest first, alias-aware) plus names and acronyms the
 * taxonomy lacks, each with its kind, whether it is required, and a weight. Boilerplate contributes nothing.
 */
import type { KeywordKind } from "../contracts.ts";
import { PLACE_CODES, type SkillMention, scanSkills } from "../taxonomy/scan.ts";
import type { SkillEntry, Taxonomy } from "../taxonomy/taxonomy.ts";
import { normalizeText } from "../text/normalize.ts";
import { type Token, tokenize } from "../text/tokens.ts";
import {
  acronymSpelledOtherwise,
  categoryStandIn,
  countsPeople,
  degreeField,
  describesPeople,
  expansionStart,
  fieldOfYears,
  INDUSTRY_CATEGORY,
  impliedLanguage,
  industryAskedFor,
  insideSpelledOutAcronym,
  madeWithProduct,
  modifiesListHead,
  namesAccreditingBody,
  namesCredentialHolder,
  namesDepartment,
  namesDepartmentOfRole,
  namesGroupInList,
  namesGroupOrRole,
  namesPlace,
  participleOfSkill,
  purposeOfTool,
  softSkillInPassing,
  titleFieldSkills,
  titleLines,
  unknownNameInPassing,
  workplaceSetting,
} from "./asked.ts";
import { elidedMentions } from "./elided.ts";
import { BOILERPLATE_SECTIONS, companyNameInProse, type PostingBlock, type PostingSectionKind, splitPosting } from "./posting-sections.ts";
import { type ProductName, productNames } from "./product-names.ts";
import { type EducationLevel, educationLevelsIn, requiredYearsIn } from "./requirements.ts";

export interface JobKeyword {
  /** Stable identity: the skill's canonical name, or the phrase's keys, lower case. */
  id: string;
  /** As the posting writes it (its first spelling). */
  text: string;
  kind: KeywordKind;
  required: boolean;
  weight: number;
  /** Taxonomy category, or "Other keywords". */
  category: string;
  /** The taxonomy skill, or null for a phrase the taxonomy lacks. */
  entry: SkillEntry | null;
  /** How often the posting asks for it outside boilerplate. */
  occurrences: number;
  inTitle: boolean;
  /** Spellings in the posting, as written. */
  postingForms: string[];
  /** Every spelling the matcher looks for (the posting's, then the skill's), with word keys and stems, prepared once. */
  spellings: KeywordSpelling[];
}

export interface KeywordSpelling {
  text: string;
  keys: string[];
  stems: string[];
}

function spellingsOf(postingForms: readonly string[], entry: SkillEntry | null): KeywordSpelling[] {
  const texts = [...postingForms, ...(entry ? entry.terms.filter((t) => !t.caseSensitive).map((t) => t.text) : [])];
  const seen = new Set<string>();
  const spellings: KeywordSpelling[] = [];
  for (const text of texts) {
    const tokens = tokenize(text);
    const keys = tokens.map((t) => t.key);
    if (keys.length === 0 || seen.has(keys.join(" "))) continue;
    seen.add(keys.join(" "));
    spellings.push({ text, keys, stems: tokens.map((t) => t.stem) });
  }
  return spellings;
}

export interface JobProfile {
  company: string;
  title: string;
  /** The normalized description. */
  text: string;
  blocks: PostingBlock[];
  keywords: JobKeyword[];
  /** Word keys of the title without seniority words ("senior", "II"). */
  titleCore: Token[];
  requiredYears: number | null;
  requiredEducation: EducationLevel | null;
}

const SECTION_WEIGHT: Record<PostingSectionKind, number> = {
  requirements: 2,
  responsibilities: 1.5,
  role: 1.25,
  preferred: 1,
  about: 0,
  benefits: 0,
  legal: 0,
};

const ASKING_SECTIONS: ReadonlySet<PostingSectionKind> = new Set(["requirements", "preferred"]);

const PREFERRED_CUE =
  /\b(a plus|is a plus|are a plus|nice[- ]to[- ]have|preferred|preferably|bonus|ideally|desirable|advantageous|not required|would be great|good to have)\b/i;

// Capitalised words that are not skills when the taxonomy does not know them.
const COMMON_CAPITALISED = new Set(
  `a an the we our you your us they this that these those it its in on at for of to and or with by as from is are be
  will can may must should about who what why how when where if all any each every some no not please join apply
  monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
  september october november december usa us uk eu america american north south east west new york city state
  remote hybrid onsite office team company inc llc ltd corp corporation group department summary overview role
  responsibilities requirements qualifications preferred benefits salary bonus eeo ceo cto cfo vp i ii iii iv
  senior junior lead staff principal manager director engineer developer analyst specialist coordinator assistant
  associate intern our mission vision values culture equal opportunity employer degree bachelor master phd years
  u.s u.k bs ba ms ma bsc msc bsn msn mba mph jd md rn lpn ged ab
  experience strong excellent ability knowledge skills plus etc e.g i.e ok full time part contract hr pto`
    .split(/\s+/)
    .filter(Boolean),
);

const DEGREE =
  /\b(bachelor|master|doctor|associate)('?s)? (of|in|degree)\b|^(BSN|MSN|MBA|BS|BA|MS|MA|PhD|DNP|ADN|GED|MSW|BSW|MPH|MHA|MPA|MEd|DPT|OTD|PharmD)$/i;

const SENIORITY = new Set(
  "senior sr sr. junior jr jr. lead principal staff head chief entry level mid i ii iii iv v associate intern remote hybrid contract temporary full part time".split(
    " ",
  ),
);

// A job board's labelled header fields: "Job Requisition ID: R-0048213", "Job Family: Data & Analytics", "Schedule: Monday–Friday".
const METADATA_LINE =
  /^[^\S\n]*(?:job\s+)?(?:requisition(?:\s+(?:id|number|no\.?|#))?|req(?:\.|uisition)?\s*(?:id|#|no\.?)|job\s+(?:id|family|code|category|function|type|level|number)|posted(?:\s+on)?|posting\s+date|date\s+posted|locations?|employment\s+type|worker\s+type|time\s+type|schedule|shift|department|division|category|travel|pay\s+(?:range|rate|grade)|salary(?:\s+range)?|reports\s+to|team|level|grade|band)\s*:/i;

/** Whether an offset lies on such a line: in its label (up to 40 characters before the colon) or its value. */
function onMetadataLine(text: string, offset: number): boolean {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  const colon = text.indexOf(":", lineStart);
  return colon >= 0 && colon < offset + 40 && METADATA_LINE.test(text.slice(lineStart, colon + 1));
}

/** Whether one mention asks for its skill, or only names it in passing (see asked.ts for each rule). */
function askedFor(text: string, mentions: readonly SkillMention[], index: number, spelledOut: ReadonlySet<SkillMention>): boolean {
  const mention = mentions[index]!;
  if (mention.entry.category === INDUSTRY_CATEGORY) return industryAskedFor(text, mentions, index) && !fieldOfYears(text, mention);
  return !(
    (namesGroupOrRole(text, mention) && !describesPeople(mention)) ||
    namesDepartmentOfRole(text, mention) ||
    namesDepartment(text, mention) ||
    namesGroupInList(text, mention) ||
    countsPeople(text, mention) ||
    workplaceSetting(text, mention) ||
    modifiesListHead(text, mention) ||
    namesAccreditingBody(text, mention) ||
    fieldOfYears(text, mention) ||
    purposeOfTool(text, mentions, index) ||
    madeWithProduct(text, mentions, index) ||
    categoryStandIn(text, mention) ||
    namesCredentialHolder(text, mention) ||
    namesPlace(text, mention) ||
    participleOfSkill(mention) ||
    acronymSpelledOtherwise(text, mention) ||
    spelledOut.has(mention) ||
    impliedLanguage(text, mentions, index) ||
    softSkillInPassing(text, mentions, index)
  );
}

interface Occurrence {
  id: string;
  text: string;
  kind: KeywordKind;
  entry: SkillEntry | null;
  category: string;
  section: PostingSectionKind;
  preferredCue: boolean;
  start: number;
  /** Written with capitals in mid-sentence: a name ("Python"), not a field's common noun ("data science"). */
  asName: boolean;
  /** The words an acronym the taxonomy lacks spells out where the posting defines it: another spelling of the skill. */
  spelledOut?: string;
}

/** The clause (bullet line or sentence) around an offset. */
function clauseAround(text: string, offset: number): string {
  let start = offset;
  while (start > 0 && !/[\n.!?;]/.test(text[start - 1]!)) start--;
  let end = offset;
  while (end < text.length && !/[\n.!?;]/.test(text[end]!)) end++;
  return text.slice(start, end);
}

/**
 * Where the posting writes the company's name. A skill inside a longer company name is part of the name: "Redtail" in
 * "Redtail Freight Solutions" is no CRM. (A company named for its product, "Salesforce", stays a skill.)
 */
function companyNameRanges(text: string, company: string): Array<[number, number]> {
  const name = companyNameInProse(company);
  if (name.length < 3 || !name.includes(" ")) return [];
  const lower = text.toLowerCase();
  const ranges: Array<[number, number]> = [];
  for (let at = lower.indexOf(name); at >= 0; at = lower.indexOf(name, at + name.length)) ranges.push([at, at + name.length]);
  return ranges;
}

function blockAt(blocks: readonly PostingBlock[], offset: number): PostingBlock | undefined {
  return blocks.find((block) => offset >= block.start && offset < block.end);
}

// Words that never start or end a noun phrase worth keeping.
const PHRASE_STOP = new Set(
  `a an the and or of to in on at for with by from as is are be will can may must our your their we you they this that
  these those it its all any each every some such other more most new strong excellent good great high key best able
  including include includes across within into over per via plus also well work working team teams role company
  experience years year skills skill ability knowledge understanding day days week weeks time first one two three
  etc using use used make makes ensure help support provide based related relevant similar various multiple daily
  weekly monthly quarterly annual both either neither another whole entire same own any through between during
  before after under above around without about against toward towards upon among second third fourth fifth
  someone somebody anyone anybody everyone who whom whose which what where when`.split(/\s+/),
);
const VERB_LIKE = /(?:ed|ing|ly)$/;
// Nouns that make any phrase they end a generic one: "price changes", "business needs", "test lab" name no skill.
const GENERIC_HEAD = new Set(
  `change need practice value result requirement process decision issue question update lab option goal priority
  opportunity outcome detail task activity effort item area setting environment level matter topic way case thing`.split(/\s+/),
);

// People nouns that PERSON_NOUN's endings miss: "field staff", "store associates", "new hires".
const PEOPLE_HEAD = new Set(
  "staff personnel employee people crew member family patient student client customer hire associate colleague peer user candidate".split(
    " ",
  ),
);

interface PhraseCandidate {
  /** name: CamelCase or capitals ("mCLASS", "SAS", "DataRobot"); phrase: lower-case words ("landed cost"). */
  kind: "name" | "phrase";
  text: string;
  id: string;
  start: number;
}

const INITIALS = /^(?:[A-Z][a-z]?\.)+[A-Z][a-z]?$/;

/** Product names and acronyms the taxonomy lacks: capitalised mid-sentence, CamelCase, or all capitals. */
function nameCandidates(
  text: string,
  tokens: readonly Token[],
  covered: ReadonlySet<number>,
  companyKeys: ReadonlySet<string>,
): PhraseCandidate[] {
  const found: PhraseCandidate[] = [];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index]!;
    const isAcronym = /^[A-Z][A-Z0-9&]{1,6}$/.test(token.raw);
    // Initials with points are a degree, a title or a place ("B.S.", "Ph.D.", "R.T.", "U.S."), not a product ("Node.js").
    const isName =
      /^[A-Z][a-z]+[A-Z][A-Za-z]*$/.test(token.raw) ||
      /^[a-z]+[A-Z][A-Za-z]*$/.test(token.raw) ||
      (/^[A-Z][a-z0-9]*[.+#]/.test(token.raw) && !INITIALS.test(token.raw));
    if (
      covered.has(index) ||
      companyKeys.has(token.key) ||
      COMMON_CAPITALISED.has(token.key) ||
      (isAcronym && token.raw.length === 2 && PLACE_CODES.has(token.raw)) ||
      !(isAcronym || isName) ||
      (token.startsClause && !isAcronym && !isName)
    ) {
      index++;
      continue;
    }
    // A run of capitalised words reads as one name ("Epic Beaker"); a number after an acronym is part of it ("API 610").
    let end = index + 1;
    while (
      end < tokens.length &&
      tokens[end]!.joinsPrevious &&
      !covered.has(end) &&
      ((/^[A-Z]/.test(tokens[end]!.raw) && !COMMON_CAPITALISED.has(tokens[end]!.key)) ||
        (isAcronym && end === index + 1 && /^\d{2,5}$/.test(tokens[end]!.raw)))
    ) {
      end++;
    }
    const run = tokens.slice(index, end);
    // An acronym joined to a number by a hyphen is a code or a grade band ("EC-6", "K-12"), not a name.
    if (isAcronym && end === index + 1 && /^-\d/.test(text.slice(token.end, token.end + 2))) {
      index = end;
      continue;
    }
    found.push({
      kind: "name",
      text: text.slice(token.start, run[run.length - 1]!.end),
      id: run.map((t) => t.key).join(" "),
      start: token.start,
    });
    index = end;
  }
  return found;
}

/** Multi-word noun phrases of content words ("landed cost", "board minutes") that the taxonomy lacks. */
function nounPhraseCandidates(text: string, tokens: readonly Token[], covered: ReadonlySet<number>): PhraseCandidate[] {
  const found: PhraseCandidate[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (const size of [3, 2]) {
      const run = tokens.slice(i, i + size);
      if (run.length < size) continue;
      if (run.some((t, k) => covered.has(i + k) || (k > 0 && !t.joinsPrevious) || !/^[a-z][a-z-]+$/.test(t.raw) || t.raw.length < 3))
        continue;
      const first = run[0]!;
      const last = run[run.length - 1]!;
      if (PHRASE_STOP.has(first.key) || PHRASE_STOP.has(last.key) || run.some((t) => PHRASE_STOP.has(t.key))) continue;
      // Not from inside a hyphenated word: "on-call rotation" has no phrase "call rotation".
      if (text[first.start - 1] === "-") continue;
      if (
        /ly$/.test(first.raw) ||
        VERB_LIKE.test(last.raw) ||
        PERSON_NOUN.test(last.key) ||
        PEOPLE_HEAD.has(last.key) ||
        GENERIC_HEAD.has(last.key)
      )
        continue;
      found.push({ kind: "phrase", text: text.slice(first.start, last.end), id: run.map((t) => t.key).join(" "), start: first.start });
    }
  }
  return found;
}

// Roles, not skills: "data analyst", "UX Designer", "LPNs".
const PERSON_NOUN = /(?:er|or|ist|yst|ian|eer|ant)$/;
// Between two items of a list there is a comma, a slash, "and" or "or", not just a space.
const LIST_NEIGHBOUR = /^\s*(?:[,;/|&]|and\b|or\b|\(|\))[\s,;/|&()]*(?:(?:and|or)\b)?\s*$/i;

/**
 * Keeps the candidates a posting really asks for: named at least twice, or listed beside a known skill
 * ("SAS, SQL and Snowflake"). One mention in running prose is too weak a signal.
 */
/** An acronym the posting defines: "Vaccines for Children (VFC)", "Certified SolidWorks Professional (CSWP)". */
function definedAcronym(candidate: PhraseCandidate, text: string): boolean {
  if (candidate.kind !== "name" || !/^[A-Z][A-Z0-9&]+$/.test(candidate.text)) return false;
  const before = text.slice(Math.max(0, candidate.start - 60), candidate.start);
  return (
    /(?:\p{Lu}[\p{L}&-]*\s+(?:(?:for|of|and|in|the|&)\s+)?){1,6}\($/u.test(before) && text[candidate.start + candidate.text.length] === ")"
  );
}

/** "Certified Paralegal (CP)": the acronym of a skill the taxonomy already found right before it is that skill again. */
function spellsOutKnownSkill(candidate: PhraseCandidate, mentionRanges: ReadonlyArray<[number, number]>, text: string): boolean {
  if (!definedAcronym(candidate, text)) return false;
  const paren = candidate.start - 1;
  const start = expansionStart(text, paren, candidate.text);
  return start !== null && mentionRanges.some(([from, to]) => from <= start && /^\s*$/.test(text.slice(to, paren)));
}

// A kind of tool, then the words that bring in its examples: "affiliate platforms like ShopMy or LTK".
const TOOL_KIND_EXAMPLES =
  /\b(?:platforms?|tools?|software|systems?|apps?|applications?|suites?|sites?|networks?|channels?|programs?|databases?|frameworks?|languages?|CRMs?|ERPs?|POS)[^\S\n]*(?:\(|,)?[^\S\n]*(?:such as|like|e\.g\.,?|including)[^\S\n]+$/i;

/** A name the posting gives as an example of a kind of tool. */
function exampleOfToolKind(candidate: PhraseCandidate, text: string): boolean {
  return candidate.kind === "name" && TOOL_KIND_EXAMPLES.test(text.slice(Math.max(0, candidate.start - 60), candidate.start));
}

/** The rules for taxonomy mentions that read a phrase's surroundings: a role or team, a field of years, a category. */
function phraseNamedInPassing(text: string, candidate: PhraseCandidate): boolean {
  const span = { start: candidate.start, end: candidate.start + candidate.text.length, surface: candidate.text };
  return namesGroupOrRole(text, span) || namesDepartmentOfRole(text, span) || fieldOfYears(text, span) || categoryStandIn(text, span);
}

function confirmedPhrases(
  candidates: readonly PhraseCandidate[],
  mentionRanges: ReadonlyArray<[number, number]>,
  text: string,
): PhraseCandidate[] {
  const counts = new Map<string, number>();
  for (const candidate of candidates) counts.set(candidate.id, (counts.get(candidate.id) ?? 0) + 1);
  const ranges = [...mentionRanges];
  const listed = (candidate: PhraseCandidate) => {
    const end = candidate.start + candidate.text.length;
    return ranges.some(([start, stop]) => {
      const gap = stop <= candidate.start ? text.slice(stop, candidate.start) : start >= end ? text.slice(end, start) : null;
      return gap !== null && gap.length <= 8 && !gap.includes("\n") && LIST_NEIGHBOUR.test(gap);
    });
  };
  const eligible = candidates.filter((candidate) => {
    const lastWord = candidate.id.split(" ").pop() ?? "";
    return !(candidate.id.includes(" ") && PERSON_NOUN.test(lastWord)) && !spellsOutKnownSkill(candidate, mentionRanges, text);
  });
  const confirmed = new Set<PhraseCandidate>();
  for (const candidate of eligible) {
    if ((counts.get(candidate.id) ?? 0) >= 2 || definedAcronym(candidate, text) || exampleOfToolKind(candidate, text)) {
      confirmed.add(candidate);
      if (candidate.kind === "name") ranges.push([candidate.start, candidate.start + candidate.text.length]);
    }
  }
  // Names in a list vouch for their neighbours, so "Tableau, SAS and Snowflake" is read whole.
  let grew = true;
  while (grew) {
    grew = false;
    for (const candidate of eligible) {
      if (confirmed.has(candidate) || candidate.kind === "phrase" || !listed(candidate)) continue;
      confirmed.add(candidate);
      ranges.push([candidate.start, candidate.start + candidate.text.length]);
      grew = true;
    }
  }
  // Of confirmed phrases that overlap, the longest stands ("landed cost models" over "landed cost" there).
  const kept = eligible.filter((candidate) => confirmed.has(candidate)).sort((a, b) => a.start - b.start || b.text.length - a.text.length);
  let reached = -1;
  return kept.filter((candidate) => {
    if (candidate.start < reached) return false;
    reached = candidate.start + candidate.text.length;
    return true;
  });
}

/** Whether a mention lies inside a token range. */
function within(mention: SkillMention, range: { firstToken: number; endToken: number }): boolean {
  return mention.firstToken >= range.firstToken && mention.endToken <= range.endToken;
}

/**
 * Product names read whole, even over the shorter skills inside them ("SAP Business One" holds "SAP"); not where a
 * skill reaches across the name's edge or is the whole name already.
 */
function productNamesOverSkills(
  text: string,
  tokens: readonly Token[],
  mentions: readonly SkillMention[],
  companyKeys: ReadonlySet<string>,
): ProductName[] {
  const length = (range: { firstToken: number; endToken: number }) => range.endToken - range.firstToken;
  return productNames(text, tokens, (key) => COMMON_CAPITALISED.has(key) || companyKeys.has(key)).filter((product) =>
    mentions.every(
      (m) => m.endToken <= product.firstToken || m.firstToken >= product.endToken || (within(m, product) && length(m) < length(product)),
    ),
  );
}

/** A keyword the taxonomy lacks: a product name, or a name or phrase the posting confirms. */
function unknownSkillOccurrence(
  text: string,
  block: PostingBlock,
  found: { id: string; text: string; start: number },
  asName: boolean,
): Occurrence {
  return {
    id: found.id,
    text: found.text,
    kind: "hard",
    entry: null,
    category: "Other keywords",
    section: block.kind,
    preferredCue: PREFERRED_CUE.test(clauseAround(text, found.start)),
    start: found.start,
    asName,
  };
}

export function extractJobKeywords(input: { title: string; company: string; description: string }, taxonomy: Taxonomy): JobProfile {
  const text = normalizeText(input.description);
  const title = normalizeText(input.title);
  const company = normalizeText(input.company);
  const blocks = splitPosting(text, company);
  const tokens = tokenize(text);
  const scanned = scanSkills(tokens, text, taxonomy);
  const allMentions = [...scanned, ...elidedMentions(tokens, text, scanned, taxonomy)].sort((a, b) => a.start - b.start || a.end - b.end);
  const companyKeys = new Set(tokenize(company).map((token) => token.key));
  const products = productNamesOverSkills(text, tokens, allMentions, companyKeys);
  const mentions = allMentions.filter((m) => !products.some((product) => within(m, product)));

  const occurrences: Occurrence[] = [];
  const covered = new Set<number>();
  const repeatedTitle = titleLines(text, title);
  const companyNames = companyNameRanges(text, company);
  const spelledOut = insideSpelledOutAcronym(text, mentions);
  mentions.forEach((mention, index) => {
    for (let i = mention.firstToken; i < mention.endToken; i++) covered.add(i);
    const block = blockAt(blocks, mention.start);
    if (!block || BOILERPLATE_SECTIONS.has(block.kind)) return;
    if (repeatedTitle.some(([start, end]) => mention.start >= start && mention.end <= end) || onMetadataLine(text, mention.start)) return;
    if (companyNames.some(([start, end]) => mention.start >= start && mention.end <= end && mention.end - mention.start < end - start))
      return;
    // A degree, and the fields of study a degree line lists, are scored as education, not counted again as skills.
    if (DEGREE.test(mention.surface) || degreeField(text, mentions, index)) return;
    if (!askedFor(text, mentions, index, spelledOut)) return;
    occurrences.push({
      id: mention.entry.name.toLowerCase(),
      text: mention.surface,
      kind: mention.entry.kind,
      entry: mention.entry,
      category: mention.entry.category,
      section: block.kind,
      preferredCue: PREFERRED_CUE.test(clauseAround(text, mention.start)),
      start: mention.start,
      asName: /\p{Lu}/u.test(mention.surface) && !tokens[mention.firstToken]!.startsClause,
    });
  });
  for (const product of products) {
    for (let i = product.firstToken; i < product.endToken; i++) covered.add(i);
    const block = blockAt(blocks, product.start);
    if (!block || BOILERPLATE_SECTIONS.has(block.kind) || onMetadataLine(text, product.start)) continue;
    if (repeatedTitle.some(([start, end]) => product.start >= start && product.end <= end)) continue;
    const id = tokens
      .slice(product.firstToken, product.endToken)
      .map((t) => t.key)
      .join(" ");
    occurrences.push(unknownSkillOccurrence(text, block, { id, text: product.text, start: product.start }, true));
  }
  const contributingRange = (offset: number) => {
    const block = blockAt(blocks, offset);
    return block !== undefined && !BOILERPLATE_SECTIONS.has(block.kind);
  };
  const candidates = [...nameCandidates(text, tokens, covered, companyKeys), ...nounPhraseCandidates(text, tokens, covered)].filter(
    (c) =>
      contributingRange(c.start) &&
      !onMetadataLine(text, c.start) &&
      !phraseNamedInPassing(text, c) &&
      !(c.kind === "name" && unknownNameInPassing(text, { start: c.start, end: c.start + c.text.length }, mentions)),
  );
  const mentionRanges = mentions.map((m): [number, number] => [m.start, m.end]);
  const phrases = confirmedPhrases(candidates, mentionRanges, text);
  // Lower-case words the taxonomy lacks are a skill only where skills are asked for: "landed cost" in the requirements,
  // not "building systems" or "product pages" in the duties.
  const askedPhrases = new Set(
    phrases.filter((p) => p.kind === "name" || ASKING_SECTIONS.has(blockAt(blocks, p.start)?.kind ?? "about")).map((p) => p.id),
  );
  for (const phrase of phrases) {
    const block = blockAt(blocks, phrase.start);
    if (!block || BOILERPLATE_SECTIONS.has(block.kind) || !askedPhrases.has(phrase.id)) continue;
    const occurrence = unknownSkillOccurrence(text, block, phrase, false);
    // "the Environment Query System (EQS)": a resume may write either.
    const expansion = definedAcronym(phrase, text) ? expansionStart(text, phrase.start - 1, phrase.text) : null;
    if (expansion !== null) occurrence.spelledOut = text.slice(expansion, phrase.start - 1).trim();
    occurrences.push(occurrence);
  }
  occurrences.sort((a, b) => a.start - b.start);

  // The title counts as a mention too: a skill named in the title weighs more.
  const titleTokens = tokenize(title);
  const titleIds = new Set(scanSkills(titleTokens, title, taxonomy).map((m) => m.entry.name.toLowerCase()));
  const titleKeys = titleTokens.map((t) => t.key).join(" ");

  const byId = new Map<string, Occurrence[]>();
  for (const occurrence of occurrences) {
    const list = byId.get(occurrence.id) ?? [];
    list.push(occurrence);
    byId.set(occurrence.id, list);
  }

  // The field the title names is the job itself, unless the posting also writes it as a name ("Python Developer").
  const titleFields = titleFieldSkills(title, taxonomy);
  // An acronym of the title's own words is the field again: "AP" in an Accounts Payable Specialist posting.
  const writtenAsName = (o: Occurrence) => o.asName && !(/^[A-Z]{2,5}s?$/.test(o.text) && !titleTokens.some((t) => t.raw === o.text));
  for (const id of titleFields) if (!byId.get(id)?.some(writtenAsName)) byId.delete(id);

  const keywords: JobKeyword[] = [];
  for (const [id, list] of byId) {
    const first = list[0]!;
    const sectionWeight = Math.max(...list.map((o) => (o.preferredCue ? SECTION_WEIGHT.preferred : SECTION_WEIGHT[o.section])));
    const required = list.some((o) => o.section !== "preferred" && !o.preferredCue);
    const inTitle = titleIds.has(id) || (first.entry === null && ` ${titleKeys} `.includes(` ${id} `));
    const frequencyBonus = 1 + 0.25 * Math.min(list.length - 1, 4);
    const isPhrase = first.entry === null;
    // A name the taxonomy lacks is less certain to be a skill: it weighs less.
    const weight = sectionWeight * frequencyBonus * (isPhrase ? 0.5 : 1) + (inTitle ? 1 : 0);
    const forms = [...new Set(list.flatMap((o) => (o.spelledOut ? [o.text, o.spelledOut] : [o.text])))];
    keywords.push({
      id,
      text: displayText(first),
      kind: first.kind,
      required,
      weight: Math.round(weight * 100) / 100,
      category: first.category,
      entry: first.entry,
      occurrences: list.length,
      inTitle,
      postingForms: forms,
      spellings: spellingsOf(forms, first.entry),
    });
  }
  // Descending weight; ties by first appearance, so the order is the same on every run.
  const firstStart = new Map([...byId].map(([id, list]) => [id, list[0]!.start]));
  keywords.sort((a, b) => b.weight - a.weight || firstStart.get(a.id)! - firstStart.get(b.id)!);

  const contributing = blocks.filter((block) => !BOILERPLATE_SECTIONS.has(block.kind)).map((block) => text.slice(block.start, block.end));
  const askedText = contributing.join("\n");
  const requiredText = contributing
    .join("\n")
    .split("\n")
    .filter((line) => !PREFERRED_CUE.test(line))
    .join("\n");
  const education = educationLevelsIn(requiredText)[0] ?? null;

  return {
    company,
    title,
    text,
    blocks,
    keywords,
    titleCore: titleTokens.filter((token) => !SENIORITY.has(token.key) && !/^\d+$/.test(token.key)),
    requiredYears: requiredYearsIn(askedText),
    requiredEducation: education,
  };
}

/** The posting's spelling, except that an all-lower-case spelling of a known skill shows its canonical name. */
function displayText(occurrence: Occurrence): string {
  if (occurrence.entry && occurrence.text === occurrence.text.toLowerCase()) {
    const canonical = occurrence.entry.name;
    if (canonical.toLowerCase() === occurrence.text.toLowerCase()) return canonical;
  }
  return occurrence.text;
}
