/**
 * Skills a posting names with a shared word left out: "bank and credit card reconciliations" asks for bank
 * reconciliations too, "accounts payable and receivable" for accounts receivable, "Microsoft Word and Excel" for
 * Microsoft Excel. The scan reads each word once, so these come on top of its mentions.
 */
import { pluralModifier, type SkillMention, spelledAsWritten } from "../taxonomy/scan.ts";
import type { IndexedTerm, Taxonomy } from "../taxonomy/taxonomy.ts";
import type { Token } from "../text/tokens.ts";
import { PLURAL_PEOPLE } from "./asked.ts";

// "and", "or", "&" or a slash; a comma alone joins the items of a longer list, which share no word.
const CONNECTOR = /^\s*(?:,\s*)?(?:&|\/)\s*$/;
const CONNECTOR_WORDS = new Set(["and", "or"]);
// Words that end a noun phrase after its head, or that no skill's words include.
const FUNCTION_WORDS = new Set(
  "a an the of for to in on at by with from as into per every each across within and or than that which who while when where including such like".split(
    " ",
  ),
);

/** The head ends its noun phrase: punctuation, a line break or a function word follows, or nothing does. */
function endsPhrase(tokens: readonly Token[], index: number): boolean {
  const next = tokens[index + 1];
  return next === undefined || !next.joinsPrevious || FUNCTION_WORDS.has(next.key);
}

/** The two-word spellings starting with `first` whose second word is `last` (or a word form of it). */
function twoWordTerms(taxonomy: Taxonomy, first: Token, last: Token): IndexedTerm[] {
  const split = taxonomy.splitAt(first.key);
  if (!split) return [];
  const found = [...(split.bySecond.get(last.key) ?? []), ...(split.bySecond.get(`~${last.stem}`) ?? [])];
  return found.filter(
    (candidate) =>
      candidate.keys.length === 2 &&
      !candidate.term.needsContext &&
      !pluralModifier(first, candidate) &&
      // A spelling matched by its capitals shares its words only as written: "IM and subcutaneous injections".
      (!candidate.term.caseSensitive || spelledAsWritten(`${first.raw} ${last.raw}`, candidate.term)),
  );
}

function mentionOf(candidate: IndexedTerm, first: Token, last: Token, firstToken: number, endToken: number): SkillMention {
  return {
    entry: candidate.entry,
    term: candidate.term,
    firstToken,
    endToken,
    start: first.start,
    end: last.end,
    surface: `${first.raw} ${last.raw}`,
    senses: [candidate.entry],
  };
}

/**
 * "steel, concrete, wood and masonry design": from a one-word item before a comma, over more one-word items, to the
 * connector before the last item. Returns the token index after the connector, or null.
 */
function commaListToLast(text: string, tokens: readonly Token[], left: number): number | null {
  let index = left;
  for (let items = 0; items < 6; items++) {
    const next = tokens[index + 1];
    if (!next || !/^\s*,\s*$/.test(text.slice(tokens[index]!.end, next.start))) return null;
    const afterComma = connectorBetween(text, tokens, index);
    if (afterComma !== null && CONNECTOR_WORDS.has(tokens[index + 1]!.key)) return afterComma;
    // Another one-word item: a word, then a comma or a connector word.
    const following = tokens[index + 2];
    if (!/^\p{L}/u.test(next.raw) || FUNCTION_WORDS.has(next.key) || !following) return null;
    if (CONNECTOR_WORDS.has(following.key) && /^\s*,?\s*$/.test(text.slice(next.end, following.start))) {
      return tokens[index + 3] ? index + 3 : null;
    }
    index++;
  }
  return null;
}

/** Whether the gap between two tokens is a list connector: "and", "or", "&", "/" or a comma. */
function connectorBetween(text: string, tokens: readonly Token[], left: number): number | null {
  // A connector word is a token of its own: step over it.
  const next = tokens[left + 1];
  if (!next) return null;
  if (CONNECTOR_WORDS.has(next.key) && tokens[left + 2]) {
    const before = text.slice(tokens[left]!.end, next.start);
    return /^\s*,?\s*$/.test(before) && !before.includes("\n") ? left + 2 : null;
  }
  const gap = text.slice(tokens[left]!.end, next.start);
  return CONNECTOR.test(gap) && !gap.includes("\n") ? left + 1 : null;
}

export function elidedMentions(
  tokens: readonly Token[],
  text: string,
  mentions: readonly SkillMention[],
  taxonomy: Taxonomy,
): SkillMention[] {
  const found: SkillMention[] = [];
  const known = (entryName: string, start: number) =>
    mentions.some((m) => m.entry.name === entryName && m.start <= start && m.end > start) ||
    found.some((m) => m.entry.name === entryName && m.start === start);

  // "bank and credit card reconciliations": the word before a list connector takes the last word of the phrase after it.
  for (let left = 0; left < tokens.length; left++) {
    const word = tokens[left]!;
    if (!/^\p{L}/u.test(word.raw) || CONNECTOR_WORDS.has(word.key) || taxonomy.startingWith(word.key).length === 0) continue;
    // People in the plural ("engineers and interns") share no word with a skill.
    if (PLURAL_PEOPLE.test(word.raw)) continue;
    let right = connectorBetween(text, tokens, left);
    // ", and" after a phrase of several words ends a list of phrases: "lateral systems, and foundation design".
    const previous = tokens[left - 1];
    const commaBefore = right !== null && text.slice(word.end, tokens[left + 1]!.start).includes(",");
    if (
      commaBefore &&
      previous &&
      (previous.joinsPrevious || word.joinsPrevious) &&
      !FUNCTION_WORDS.has(previous.key) &&
      !/[,;:(]\s*$/.test(text.slice(previous.end, word.start))
    ) {
      continue;
    }
    right ??= commaListToLast(text, tokens, left);
    if (right === null) continue;
    // The head comes after at least one word: "product and design" are two things, "bank and credit card
    // reconciliations" one kind of work.
    for (let end = right + 1; end < right + 3 && end < tokens.length; end++) {
      if (!tokens[end]!.joinsPrevious || FUNCTION_WORDS.has(tokens[end]!.key)) break;
      const head = tokens[end]!;
      if (!endsPhrase(tokens, end)) continue;
      for (const candidate of twoWordTerms(taxonomy, word, head)) {
        if (!known(candidate.entry.name, word.start)) found.push(mentionOf(candidate, word, head, left, left + 1));
      }
    }
  }

  for (const mention of mentions) {
    const length = mention.endToken - mention.firstToken;
    if (length < 2 || mention.term.caseSensitive) continue;
    const modifier = tokens[mention.firstToken]!;

    // "accounts payable and receivable": the mention's first word goes with the one word after the connector.
    const after = connectorBetween(text, tokens, mention.endToken - 1);
    const word = after === null ? undefined : tokens[after];
    const following = after === null ? undefined : tokens[after + 1];
    if (word && /^\p{L}/u.test(word.raw) && !(following?.joinsPrevious && !CONNECTOR_WORDS.has(following.key))) {
      for (const candidate of twoWordTerms(taxonomy, modifier, word)) {
        if (!known(candidate.entry.name, word.start) && !known(candidate.entry.name, modifier.start)) {
          found.push(mentionOf(candidate, modifier, word, mention.firstToken, after! + 1));
        }
      }
    }
  }
  return found;
}
