/**
 * Tokens and skill mentions of a text, read paragraph by paragraph and remembered. Nothing crosses a blank line (no
 * phrase, list or context cue), so each paragraph's reading is exact on its own; when the user types, only the
 * paragraph that changed is read again.
 */
import { type SkillMention, scanSkills } from "../taxonomy/scan.ts";
import type { Taxonomy } from "../taxonomy/taxonomy.ts";
import { type Token, tokenize } from "../text/tokens.ts";

interface ParagraphReading {
  tokens: Token[];
  mentions: SkillMention[];
}

const MAX_PARAGRAPHS = 512;
const readings = new WeakMap<Taxonomy, Map<string, ParagraphReading>>();

function readParagraph(paragraph: string, taxonomy: Taxonomy): ParagraphReading {
  let cache = readings.get(taxonomy);
  if (!cache) {
    cache = new Map();
    readings.set(taxonomy, cache);
  }
  const cached = cache.get(paragraph);
  if (cached) {
    // Most recently used last, so the oldest is dropped first.
    cache.delete(paragraph);
    cache.set(paragraph, cached);
    return cached;
  }
  const tokens = tokenize(paragraph);
  const reading = { tokens, mentions: scanSkills(tokens, paragraph, taxonomy) };
  if (cache.size >= MAX_PARAGRAPHS) cache.delete(cache.keys().next().value as string);
  cache.set(paragraph, reading);
  return reading;
}

/** The same tokens and mentions as tokenize + scanSkills over the whole text (which must be normalized). */
export function readText(text: string, taxonomy: Taxonomy): ParagraphReading {
  const tokens: Token[] = [];
  const mentions: SkillMention[] = [];
  let offset = 0;
  for (const paragraph of text.split("\n\n")) {
    const reading = readParagraph(paragraph, taxonomy);
    const tokenOffset = tokens.length;
    for (const token of reading.tokens) {
      tokens.push(offset === 0 ? token : { ...token, start: token.start + offset, end: token.end + offset });
    }
    for (const mention of reading.mentions) {
      mentions.push(
        offset === 0
          ? mention
          : {
              ...mention,
              start: mention.start + offset,
              end: mention.end + offset,
              firstToken: mention.firstToken + tokenOffset,
              endToken: mention.endToken + tokenOffset,
            },
      );
    }
    offset += paragraph.length + 2;
  }
  return { tokens, mentions };
}
