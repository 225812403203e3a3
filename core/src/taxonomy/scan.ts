/** Finds taxonomy skills in tokenized text: longest spelling first, ambiguous names only in a skill context. */
import { singularKey } from "../text/stem.ts";
import { type Token, termWords } from "../text/tokens.ts";
import { CAPITAL_WORD, type IndexedTerm, type SkillEntry, type SkillTerm, type Taxonomy } from "./taxonomy.ts";

export interface SkillMention {
  entry: SkillEntry;
  term: SkillTerm;
  /** Token range [firstToken, endToken). */
  firstToken: number;
  endToken: number;
  start: number;
  end: number;
  /** The text as written. */
  surface: string;
  /** Every skill the spelling names (see IndexedTerm.senses); `entry` is the one the text's other skills chose. */
  senses: readonly SkillEntry[];
}

// "product managers" is people, not the practice "Product Management"; "designer" is not "design".
const PERSON_ENDING = /(?:er|or|ist|ian|eer|ant|ent)$/;
const PERSON_WORDS = new Set(["nurse", "aide", "clerk", "staff", "lead", "head", "chief", "rep"]);

function namesAPerson(key: string): boolean {
  return PERSON_ENDING.test(key) || PERSON_WORDS.has(key);
}

/**
 * A spelling's first word written in the plural where the spelling has it singular: no modifier of a
 * compound, but a noun of its own. "the loans close" is no Loan Closing, "service calls and maintenance routes" no
 * Call Routing. Read where a spelling is matched loosely: a word form of its last word, or its words shared across "and".
 */
export function pluralModifier(token: Token, candidate: IndexedTerm): boolean {
  const written = termWords(candidate.term.text)[0]?.toLowerCase();
  const raw = token.raw.toLowerCase();
  // A possessive still modifies: "a customer's mindset".
  if (written === undefined || /['’]s?$/.test(raw)) return false;
  return raw.length > written.length && singularKey(raw) === singularKey(written);
}

/**
 * Whether the last word of a multi-word spelling may be matched by another form of it ("A/B tests" for A/B Testing).
 * Not when the form reads as the sentence's own: a person ("project servers"), the verb after the modal "will" ("you
 * will prepare" is no Will Preparation), or a verb after a plural subject ("the loans close").
 */
function lastWordFormMatches(tokens: readonly Token[], index: number, candidate: IndexedTerm, token: Token): boolean {
  return (
    candidate.lastStem !== null &&
    token.stem === candidate.lastStem &&
    !namesAPerson(token.key) &&
    tokens[index]!.key !== "will" &&
    !pluralModifier(tokens[index]!, candidate)
  );
}

/**
 * Whether words as written spell a case-sensitive spelling: "CMA (AAMA)" is "CMA(AAMA)"; a mention ends with its last
 * word, before a closing parenthesis ("RT(R"); a plural is still the name ("APIs").
 */
export function spelledAsWritten(surface: string, term: SkillTerm): boolean {
  const written = surface.replace(/\s+\(/g, "(").replace(/[\s\-/]+/g, " ");
  const wanted = term.text
    .replace(/\s+\(/g, "(")
    .replace(/\)$/, "")
    .replace(/[\s\-/]+/g, " ");
  return written === wanted || written === `${wanted}s`;
}

function matchesAt(tokens: readonly Token[], index: number, candidate: IndexedTerm, text: string): boolean {
  const { keys, term } = candidate;
  if (index + keys.length > tokens.length) return false;
  for (let offset = 0; offset < keys.length; offset++) {
    const token = tokens[index + offset]!;
    const isLast = offset === keys.length - 1;
    if (token.key !== keys[offset] && !(isLast && lastWordFormMatches(tokens, index, candidate, token))) return false;
    if (offset > 0 && !token.joinsPrevious) return false;
    const capitals = candidate.capitals?.[offset];
    if (capitals && token.raw !== capitals && CAPITAL_WORD.test(token.raw)) return false;
  }
  return !term.caseSensitive || spelledAsWritten(text.slice(tokens[index]!.start, tokens[index + keys.length - 1]!.end), term);
}

// Words after which the next name is read as a skill ("experience with Go", "proficient in R", "strong troubleshooting").
const CUE_BEFORE =
  /\b(experience (?:with|in|using)|proficien(?:t|cy) (?:in|with)|knowledge of|skilled in|skills? in|familiar(?:ity)? with|expertise in|expert in|fluent in|fluency in|programming in|written in|built (?:with|in)|developed in|using|with|in|on|such as|including|like|e\.g\.?|languages?|skills|technolog(?:y|ies)|tools|frameworks?|stack|platforms?|software|strong|solid|advanced|hands-on)\s*:?\s*$/i;
// Words after which the name before is read as a skill ("troubleshooting skills", "triage experience").
const CUE_AFTER = /^[^\S\n]+(?:skills?|experience|expertise|proficiency)\b/i;
// The start of a line up to a bullet or a duty's number: "• ", "- ", "3. ".
const BULLET_HEAD = /^[^\S\n]*(?:[•*·-]|\d{1,2}[.)])[^\S\n]*$/;
// What may stand between two items of a list of skills.
const LIST_GAP = /^[\s,;/|&()+·•]*(?:(?:and|or|as well as|plus)\b)?[\s,;/|&()·•]*$/i;

const STATE_AFTER = /^,\s*[A-Z]{2}\b/;
/** US state and Canadian province codes: "Los Angeles, CA", "Hartford, CT", "Toronto, ON" name places. */
export const PLACE_CODES: ReadonlySet<string> = new Set(
  `AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD
  TN TX UT VT VA WA WV WI WY DC PR AB BC MB NB NL NS ON PE QC SK`.split(/\s+/),
);
const PLACE_BEFORE = /\p{Lu}\p{Ll}[\p{L}.'-]*,\s*$/u;

// Words of one name stand apart by spaces or a hyphen; a slash offers another ("Agile/Scrum").
const NAME_GAP = /^[ -]$/;

/** Part of a longer capitalised name ("Juniper Ridge Health") or a place ("Phoenix, AZ"): not a skill. */
function partOfLongerName(mention: SkillMention, tokens: readonly Token[], text: string): boolean {
  const first = tokens[mention.firstToken]!;
  const before = tokens[mention.firstToken - 1];
  const after = tokens[mention.endToken];
  if (
    before &&
    first.joinsPrevious &&
    NAME_GAP.test(text.slice(before.end, first.start)) &&
    !before.startsClause &&
    /^\p{Lu}/u.test(before.raw)
  )
    return true;
  if (
    after?.joinsPrevious &&
    NAME_GAP.test(text.slice(mention.end, after.start)) &&
    /^\p{Lu}/u.test(after.raw) &&
    !/^\p{Lu}+$/u.test(after.raw)
  )
    return true;
  return STATE_AFTER.test(text.slice(mention.end));
}

/** A state's or province's code after a place name: "Lancaster, PA" names no physician assistant. */
export function stateOfPlace(text: string, mention: { start: number; surface: string }): boolean {
  return PLACE_CODES.has(mention.surface) && PLACE_BEFORE.test(text.slice(Math.max(0, mention.start - 40), mention.start));
}

/** A name with its exact capitals in mid-sentence reads as a product name ("build Kafka consumers"). One letter never does. */
function readsAsName(mention: SkillMention, tokens: readonly Token[], text: string): boolean {
  if (!mention.term.caseSensitive || mention.surface.replace(/[^\p{L}\p{N}]/gu, "").length < 2) return false;
  const first = tokens[mention.firstToken]!;
  const previous = tokens[mention.firstToken - 1];
  // After a colon inside a line a capital is a name's, not a sentence's: "the right approach: Waterfall for …".
  if (first.startsClause && previous && /^\s*:[ \t]+$/.test(text.slice(previous.end, first.start))) return true;
  return !first.startsClause;
}

function inSkillContext(mention: SkillMention, accepted: readonly SkillMention[], text: string): boolean {
  for (const other of accepted) {
    if (other === mention) continue;
    const [left, right] = other.end <= mention.start ? [other, mention] : [mention, other];
    if (left.end > right.start) continue;
    const gap = text.slice(left.end, right.start);
    // One plain space is no list: in "sales tax filings" the second word is the head of one noun phrase.
    if (gap.length <= 12 && gap !== " " && !gap.includes("\n") && LIST_GAP.test(gap)) return true;
  }
  const lineStart = text.lastIndexOf("\n", mention.start - 1) + 1;
  // A bullet that names nothing but the skill ("• R").
  const lineEnd = text.indexOf("\n", mention.end);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  if (
    /^\s*•?\s*$/.test(text.slice(lineStart, mention.start)) &&
    /^[\s.;,]*$/.test(text.slice(mention.end, lineStart + line.length)) &&
    line.includes("•")
  ) {
    return true;
  }
  // A duty named by its skill at the head of a bullet: "• Triage arriving patients", "- Estimating small jobs".
  if (
    mention.entry.kind === "hard" &&
    !mention.term.caseSensitive &&
    BULLET_HEAD.test(text.slice(lineStart, mention.start)) &&
    /^[^\S\n]+[a-z]/.test(text.slice(mention.end, mention.end + 2))
  )
    return true;
  // A labelled line of skills: "Languages: Go, Rust and C".
  if (/^[^\S\n]*(?:•\s*)?[\p{L} &/-]{2,40}:/u.test(text.slice(lineStart, mention.start))) return true;
  const before = text.slice(Math.max(lineStart, mention.start - 60), mention.start);
  if (mention.entry.kind === "soft" && qualityNamedOnItsOwn(mention, text.slice(lineStart, mention.start), text)) return true;
  return CUE_BEFORE.test(before) || CUE_AFTER.test(text.slice(mention.end, mention.end + 16));
}

// What follows a quality that heads a bullet or a sentence: "Integrity beyond question", "Flexibility matters here",
// "Ownership: you follow your code into production". Not "Planning and scheduling …" or "Accuracy of the records".
const AFTER_QUALITY_HEAD =
  /^(?:[^\S\n]*(?:[:;,.—–]|$)|[^\S\n]+(?:-[^\S\n]|is\b|are\b|matters?\b|beyond\b|above all\b|counts\b|comes first\b))/;

/**
 * A quality that needs context (integrity, flexibility, resilience) named on its own: heading a bullet or a sentence
 * with nothing after it but a colon, a comma or a verb of its own; or as what people need to do something ("the
 * resilience to hear 'no'", "the flexibility to shift your schedule", "we need integrity").
 */
function qualityNamedOnItsOwn(mention: SkillMention, lineBefore: string, text: string): boolean {
  const after = text.slice(mention.end, mention.end + 20);
  const headsClause = BULLET_HEAD.test(lineBefore) || /^[^\S\n]*$/.test(lineBefore) || /[.!?][^\S\n]+$/.test(lineBefore);
  if (headsClause && AFTER_QUALITY_HEAD.test(after)) return true;
  if (/\b(?:the|real|genuine)[^\S\n]+$/i.test(lineBefore) && /^[^\S\n]+to[^\S\n]+\p{Ll}/u.test(after)) return true;
  return /\b(?:we need|we value|above all,?)[^\S\n]+$/i.test(lineBefore);
}

// A letter that grades or classes the next noun: "C corporations", "C-suite", "C-level", "S corp".
const LETTER_AS_CLASS_AFTER = /^[\s-](?:corp(?:oration)?s?|suites?|levels?)\b/i;

/**
 * Letters that are part of a code, a class or a quantity, not a skill's name: an acronym that goes on after a hyphen
 * ("IOS-XE", "NX-OS", "R-0048213"; "CPR-certified" is CPR), a unit after a number ("500 CFM"), a letter classing the
 * next noun ("C corporations"), a letter in parentheses written onto a credential ("R.T.(R)").
 */
function partOfCode(mention: SkillMention, text: string): boolean {
  if (/^[A-Z0-9]+$/.test(mention.surface) && /^-[A-Z0-9]/.test(text.slice(mention.end, mention.end + 2))) return true;
  // After a quantity, capitals are its unit: "500 CFM", "40 WPM", "1,500 PSI"; not after a list's number ("4. SBB").
  if (
    /^[A-Z]{2,5}$/.test(mention.surface) &&
    /(?:^|[^\p{L}\p{N}.,])\d(?:[\d,.]*\d)?[^\S\n]$/u.test(text.slice(Math.max(0, mention.start - 12), mention.start))
  )
    return true;
  if (mention.surface.length !== 1) return false;
  return (
    LETTER_AS_CLASS_AFTER.test(text.slice(mention.end, mention.end + 14)) ||
    (text[mention.start - 1] === "(" && /\S/.test(text[mention.start - 2] ?? " "))
  );
}

function insideHyphenatedWord(text: string, start: number): boolean {
  return start >= 2 && text[start - 1] === "-" && /[\p{L}\p{N}]/u.test(text[start - 2]!);
}

export function scanSkills(tokens: readonly Token[], text: string, taxonomy: Taxonomy): SkillMention[] {
  const found: SkillMention[] = [];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index]!;
    let matched: IndexedTerm | undefined;
    // No skill starts inside a hyphenated word: "multi-state and local tax" does not name State and Local Tax.
    const split = insideHyphenatedWord(text, token.start) ? undefined : taxonomy.splitAt(token.key);
    if (split) {
      const next = tokens[index + 1];
      if (next?.joinsPrevious) {
        // Longest first: multi-word spellings continuing with the next word, then one-word spellings.
        const longer = [...(split.bySecond.get(next.key) ?? []), ...(split.bySecond.get(`~${next.stem}`) ?? [])].sort(
          (a, b) => b.keys.length - a.keys.length,
        );
        matched = longer.find((candidate) => matchesAt(tokens, index, candidate, text));
      }
      matched ??= split.single.find((candidate) => matchesAt(tokens, index, candidate, text));
    }
    if (!matched) {
      index++;
      continue;
    }
    const endToken = index + matched.keys.length;
    const lastWordEnd = tokens[endToken - 1]!.end;
    // A spelling that closes a parenthesis takes it along: "CMA (AAMA)", not "CMA (AAMA".
    const end = matched.term.text.endsWith(")") && text[lastWordEnd] === ")" ? lastWordEnd + 1 : lastWordEnd;
    found.push({
      entry: matched.entry,
      term: matched.term,
      firstToken: index,
      endToken,
      start: token.start,
      end,
      surface: text.slice(token.start, end),
      senses: matched.senses,
    });
    index = endToken;
  }

  // Ambiguous names need a skill beside them in a list, or a cue before them; accepting one can vouch for the next.
  const whole = found.filter((mention) => !partOfCode(mention, text) && !stateOfPlace(text, mention));
  const ambiguous = whole.filter((mention) => mention.term.needsContext);
  const accepted = whole.filter(
    (mention) => !mention.term.needsContext || (readsAsName(mention, tokens, text) && !partOfLongerName(mention, tokens, text)),
  );
  let pending = ambiguous.filter((mention) => !accepted.includes(mention) && !partOfLongerName(mention, tokens, text));
  let changed = true;
  while (changed && pending.length > 0) {
    changed = false;
    const stillPending: SkillMention[] = [];
    for (const mention of pending) {
      if (inSkillContext(mention, accepted, text)) {
        accepted.push(mention);
        changed = true;
      } else stillPending.push(mention);
    }
    pending = stillPending;
  }
  return chooseSenses(accepted, taxonomy).sort((a, b) => a.start - b.start);
}

// Words of a category name that say nothing of its field.
const CATEGORY_FILLER = new Set(["and", "of", "the", "practice", "practices", "tools", "methods", "additions", "other", "skills"]);

function categoryWords(category: string): string[] {
  return category
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2 && !CATEGORY_FILLER.has(word));
}

/**
 * How near a skill is to the text's other skills: two points for each in its category or linked to it, one for each
 * whose category shares a word with its own ("Nursing practice", "Critical care nursing").
 */
function fieldAffinity(
  sense: SkillEntry,
  others: ReadonlyArray<{ entry: SkillEntry; words: readonly string[] }>,
  taxonomy: Taxonomy,
): number {
  const related = taxonomy.relatedTo(sense);
  const words = new Set(categoryWords(sense.category));
  let score = 0;
  for (const other of others) {
    if (other.entry.category === sense.category || related.includes(other.entry)) score += 2;
    else if (other.words.some((word) => words.has(word))) score += 1;
  }
  return score;
}

/**
 * The sense of a homograph nearest the other skills named with it; on a tie, the first of `senses` (the spelling's
 * owner, as the taxonomy index lists them).
 */
export function chooseSense(senses: readonly SkillEntry[], others: readonly SkillEntry[], taxonomy: Taxonomy): SkillEntry {
  const context = others.map((entry) => ({ entry, words: categoryWords(entry.category) }));
  let best = senses[0]!;
  let bestScore = fieldAffinity(best, context, taxonomy);
  for (const sense of senses.slice(1)) {
    const score = fieldAffinity(sense, context, taxonomy);
    if (score > bestScore) [best, bestScore] = [sense, score];
  }
  return best;
}

function chooseSenses(mentions: SkillMention[], taxonomy: Taxonomy): SkillMention[] {
  if (mentions.every((mention) => mention.senses.length < 2)) return mentions;
  const others = mentions.filter((mention) => mention.senses.length < 2).map((mention) => mention.entry);
  return mentions.map((mention) => {
    if (mention.senses.length < 2) return mention;
    const best = chooseSense(mention.senses, others, taxonomy);
    return best === mention.entry ? mention : { ...mention, entry: best };
  });
}
