/** The taxonomy as lookup structures: skills by name, and every spelling indexed by its first word key. */
import { stemWord } from "../text/stem.ts";
import { termKeys, termWords } from "../text/tokens.ts";
import { type CompiledTaxonomy, compileTaxonomy, type TaxonomySource } from "./compile.ts";
import { compiledTaxonomy } from "./compiled-data.ts";
import { parseSkillLine, type SkillEntry, type SkillTerm } from "./parse.ts";

export type { SkillEntry, SkillKind, SkillTerm } from "./parse.ts";

export interface IndexedTerm {
  entry: SkillEntry;
  term: SkillTerm;
  keys: string[];
  /** Stem of the last word, so "A/B tests" finds "A/B testing" (multi-word spellings only). */
  lastStem: string | null;
  /**
   * Per word, the word when written in capitals ("CMMS"), else null; null for the whole spelling when it has none.
   * Keys fold a final S, so CMMS and CMM share one: where both the text and the spelling write a word in capitals,
   * the letters must agree.
   */
  capitals: ReadonlyArray<string | null> | null;
  /**
   * Every skill this spelling names, `entry` (its owner) first: more than one only for a homograph (Google Cloud Storage
   * owns "GCS", Glasgow Coma Scale marks it "?GCS"), whose sense the text's other skills decide (scan.ts).
   */
  senses: readonly SkillEntry[];
}

export interface TermSplit {
  /** One-word spellings. */
  single: readonly IndexedTerm[];
  /** Longer spellings keyed by their second word's key (and, where the last word may take another form, by "~stem"). */
  bySecond: ReadonlyMap<string, readonly IndexedTerm[]>;
}

export interface Taxonomy {
  /** Every skill, in taxonomy order (parses the whole taxonomy: for tools, not for a scan). */
  readonly entries: readonly SkillEntry[];
  /** Lower-case canonical name -> skill (parses the whole taxonomy, as entries does). */
  readonly byName: ReadonlyMap<string, SkillEntry>;
  /** The spellings starting with a word key, longest first. */
  startingWith(firstKey: string): readonly IndexedTerm[];
  /** The same spellings split by their second word: a scan looks up only these. Undefined when none starts so. */
  splitAt(firstKey: string): TermSplit | undefined;
  /** The one-word spellings whose key starts with these letters. */
  oneWordTermsStartingWith(prefix: string): readonly IndexedTerm[];
  /** Related skills, both directions. */
  relatedTo(entry: SkillEntry): readonly SkillEntry[];
}

interface IndexBucket {
  /** The (entry, spelling) pairs whose first word has this key, in taxonomy order, until the bucket is built. */
  pending: ReadonlyArray<[SkillEntry, SkillTerm]>;
  terms?: IndexedTerm[];
  split?: TermSplit;
}

function indexedTerm(entry: SkillEntry, term: SkillTerm, keys: string[], capitals = capitalWords(term.text)): IndexedTerm {
  const last = keys[keys.length - 1]!;
  // An agent noun keeps its form: "Project Server" is not "projects … serve".
  const lastStem = keys.length >= 2 && /^[a-z]{5,}$/.test(last) && !/(?:er|or)$/.test(last) ? stemWord(last) : null;
  return { entry, term, keys, lastStem, capitals, senses: [entry] };
}

// Two or more capitals or digits, at least one a capital: an acronym as written ("CMMS", "S3", "HTTPS").
export const CAPITAL_WORD = /^(?=.*[A-Z])[A-Z0-9]{2,}$/;

function capitalWords(text: string): Array<string | null> | null {
  const words = termWords(text).map((word) => (CAPITAL_WORD.test(word) ? word : null));
  return words.some((word) => word !== null) ? words : null;
}

// Two spellings with the same words (or, for an exact-case one, the same letters) are one: the first skill keeps it.
function spellingIdentity(term: SkillTerm, keys: readonly string[], capitals: ReadonlyArray<string | null> | null): string {
  if (term.caseSensitive) return term.text;
  return capitals ? `${keys.join(" ")} ${capitals.join(" ")}` : keys.join(" ");
}

/**
 * The spellings of a bucket, keyed and sorted longest first. Built when a text first uses the bucket's word, since a
 * posting and a resume touch a few hundred of the taxonomy's words: the side panel builds the taxonomy on every
 * opening (ARCHITECTURE.md section 10).
 */
function buildBucket(bucket: IndexBucket): IndexedTerm[] {
  if (bucket.terms) return bucket.terms;
  const seen = new Map<string, IndexedTerm>();
  const terms: IndexedTerm[] = [];
  for (const [entry, term] of bucket.pending) {
    const keys = termKeys(term.text);
    const capitals = capitalWords(term.text);
    const identity = spellingIdentity(term, keys, capitals);
    const first = seen.get(identity);
    if (first) {
      if (term.homograph) first.senses = [...first.senses, entry];
      else if (first.term.homograph) {
        // The skill that owns the spelling outright is the sense taken when nothing in the text tells.
        first.senses = [entry, ...first.senses];
        first.entry = entry;
        first.term = term;
      }
      continue;
    }
    const indexed = indexedTerm(entry, term, keys, capitals);
    seen.set(identity, indexed);
    terms.push(indexed);
  }
  terms.sort((a, b) => b.keys.length - a.keys.length);
  bucket.terms = terms;
  bucket.pending = [];
  return terms;
}

function splitBucket(bucket: IndexBucket): TermSplit {
  if (bucket.split) return bucket.split;
  const single: IndexedTerm[] = [];
  const bySecond = new Map<string, IndexedTerm[]>();
  const add = (second: string, term: IndexedTerm) => {
    const list = bySecond.get(second);
    if (list) list.push(term);
    else bySecond.set(second, [term]);
  };
  for (const term of buildBucket(bucket)) {
    if (term.keys.length === 1) single.push(term);
    else {
      add(term.keys[1]!, term);
      if (term.keys.length === 2 && term.lastStem !== null) add(`~${term.lastStem}`, term);
    }
  }
  bucket.split = { single, bySecond };
  return bucket.split;
}

/** The taxonomy of these sources: compiled now, then loaded (a bundle loads one compiled at build time instead). */
export function buildTaxonomy(sources: readonly TaxonomySource[]): Taxonomy {
  return loadTaxonomy(compileTaxonomy(sources));
}

/** Opens a compiled taxonomy. A skill's line is parsed when a text first uses a word one of its spellings starts with. */
export function loadTaxonomy(compiled: CompiledTaxonomy): Taxonomy {
  const { groups, links } = compiled;
  const lines = compiled.lines.split("\n");
  const keys = compiled.keys.split("\n");
  const spellings = compiled.spellings.split("\n");
  const entryAtLine: Array<SkillEntry | undefined> = new Array(lines.length);
  const lineOfEntry = new Map<SkillEntry, number>();
  const entryAt = (line: number): SkillEntry => {
    const known = entryAtLine[line];
    if (known) return known;
    const [, source, kind, category] = groups[groupOfLine(groups, line)]!;
    const entry = parseSkillLine(lines[line]!, { source, kind, category });
    // Compilation parsed every line, so each names a skill.
    if (entry === null) throw new Error(`Compiled taxonomy line ${line} names no skill: "${lines[line]}"`);
    entryAtLine[line] = entry;
    lineOfEntry.set(entry, line);
    return entry;
  };

  const keyIndex = new Map(keys.map((key, i) => [key, i]));
  const buckets = new Map<string, IndexBucket>();
  const bucketOf = (key: string): IndexBucket | undefined => {
    const known = buckets.get(key);
    if (known) return known;
    const index = keyIndex.get(key);
    if (index === undefined) return undefined;
    const pending = spellings[index]!.split(" ").map((pair): [SkillEntry, SkillTerm] => {
      const dot = pair.indexOf(".");
      const entry = entryAt(Number(pair.slice(0, dot)));
      return [entry, entry.terms[Number(pair.slice(dot + 1))]!];
    });
    const bucket: IndexBucket = { pending };
    buckets.set(key, bucket);
    return bucket;
  };

  let relatedLines: Map<number, number[]> | undefined;
  // Matching asks for a skill's related skills on every re-score: each list is made once.
  const relatedEntries = new Map<SkillEntry, readonly SkillEntry[]>();
  const relatedTo = (entry: SkillEntry): readonly SkillEntry[] => {
    const known = relatedEntries.get(entry);
    if (known) return known;
    if (!relatedLines) {
      const byLine = new Map<number, number[]>();
      const link = (a: number, b: number) => {
        const list = byLine.get(a);
        if (list) list.push(b);
        else byLine.set(a, [b]);
      };
      for (let i = 0; i < links.length; i += 2) {
        link(links[i]!, links[i + 1]!);
        link(links[i + 1]!, links[i]!);
      }
      relatedLines = byLine;
    }
    const line = lineOfEntry.get(entry);
    const related = line === undefined ? [] : (relatedLines.get(line)?.map(entryAt) ?? []);
    relatedEntries.set(entry, related);
    return related;
  };

  let entries: SkillEntry[] | undefined;
  let byName: Map<string, SkillEntry> | undefined;
  const allEntries = (): SkillEntry[] => {
    entries ??= lines.map((_, line) => entryAt(line));
    return entries;
  };

  return {
    get entries() {
      return allEntries();
    },
    get byName() {
      byName ??= new Map(allEntries().map((entry) => [entry.name.toLowerCase(), entry]));
      return byName;
    },
    startingWith: (firstKey) => {
      const bucket = bucketOf(firstKey);
      return bucket ? buildBucket(bucket) : [];
    },
    splitAt: (firstKey) => {
      const bucket = bucketOf(firstKey);
      return bucket ? splitBucket(bucket) : undefined;
    },
    oneWordTermsStartingWith: (prefix) => {
      const terms: IndexedTerm[] = [];
      for (let i = firstKeyAtOrAfter(keys, prefix); i < keys.length && keys[i]!.startsWith(prefix); i++) {
        for (const term of splitBucket(bucketOf(keys[i]!)!).single) terms.push(term);
      }
      return terms;
    },
    relatedTo,
  };
}

/** The run a line belongs to: the last whose first line is not after it. */
function groupOfLine(groups: CompiledTaxonomy["groups"], line: number): number {
  let low = 0;
  let high = groups.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (groups[middle]![0] <= line) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The index of the first key not sorted before `prefix`. */
function firstKeyAtOrAfter(keys: readonly string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

let defaultTaxonomy: Taxonomy | undefined;

/** The team's taxonomy, opened once on first use. */
export function getTaxonomy(): Taxonomy {
  defaultTaxonomy ??= loadTaxonomy(compiledTaxonomy());
  return defaultTaxonomy;
}
