/** The taxonomy as lookup structures: skills by name, and every spelling indexed by its first word key. */
import { stemWord } from "../text/stem.ts";
import { firstTermKey, termKeys, termWords } from "../text/tokens.ts";
import { taxonomySources } from "./index-data.ts";
import { parseTaxonomySource, type SkillEntry, type SkillKind, type SkillTerm } from "./parse.ts";

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
  entries: readonly SkillEntry[];
  /** Lower-case canonical name -> skill. */
  byName: ReadonlyMap<string, SkillEntry>;
  /** The spellings starting with a word key, longest first. */
  startingWith(firstKey: string): readonly IndexedTerm[];
  /** The same spellings split by their second word: a scan looks up only these. Undefined when none starts so. */
  splitAt(firstKey: string): TermSplit | undefined;
  /** Every one-word spelling. */
  oneWordTerms(): readonly IndexedTerm[];
  /** Related skills, both directions. */
  related: ReadonlyMap<SkillEntry, readonly SkillEntry[]>;
}

interface IndexBucket {
  /** The (entry, spelling) pairs whose first word has this key, in taxonomy order, until the bucket is built. */
  pending: Array<[SkillEntry, SkillTerm]>;
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

export function buildTaxonomy(sources: ReadonlyArray<{ source: string; kind: SkillKind; text: string }>): Taxonomy {
  const entries: SkillEntry[] = [];
  const byName = new Map<string, SkillEntry>();
  for (const { source, kind, text } of sources) {
    for (const entry of parseTaxonomySource(source, kind, text).entries) {
      // The first file to name a skill owns it (the data check reports duplicates).
      const name = entry.name.toLowerCase();
      if (byName.has(name)) continue;
      byName.set(name, entry);
      entries.push(entry);
    }
  }

  // Only each spelling's first word is read now; the rest when a bucket is first used.
  const buckets = new Map<string, IndexBucket>();
  const oneWordPending: Array<[SkillEntry, SkillTerm, string]> = [];
  for (const entry of entries) {
    for (const term of entry.terms) {
      const first = firstTermKey(term.text);
      if (first === undefined) continue;
      const bucket = buckets.get(first.key);
      if (bucket) bucket.pending.push([entry, term]);
      else buckets.set(first.key, { pending: [[entry, term]] });
      if (first.oneWord) oneWordPending.push([entry, term, first.key]);
    }
  }
  // Read only for a title that is a role noun alone ("Accountant"), so built then.
  let oneWord: IndexedTerm[] | undefined;
  const oneWordTerms = (): IndexedTerm[] => {
    if (!oneWord) {
      const seen = new Set<string>();
      oneWord = [];
      for (const [entry, term, key] of oneWordPending) {
        const capitals = capitalWords(term.text);
        const identity = spellingIdentity(term, [key], capitals);
        if (seen.has(identity)) continue;
        seen.add(identity);
        oneWord.push(indexedTerm(entry, term, [key], capitals));
      }
    }
    return oneWord;
  };

  const related = new Map<SkillEntry, SkillEntry[]>();
  const link = (a: SkillEntry, b: SkillEntry) => {
    const list = related.get(a) ?? [];
    if (!list.includes(b)) list.push(b);
    related.set(a, list);
  };
  for (const entry of entries) {
    for (const name of entry.related) {
      const other = byName.get(name.toLowerCase());
      if (other && other !== entry) {
        link(entry, other);
        link(other, entry);
      }
    }
  }
  return {
    entries,
    byName,
    startingWith: (firstKey) => {
      const bucket = buckets.get(firstKey);
      return bucket ? buildBucket(bucket) : [];
    },
    splitAt: (firstKey) => {
      const bucket = buckets.get(firstKey);
      return bucket ? splitBucket(bucket) : undefined;
    },
    oneWordTerms,
    related,
  };
}

let defaultTaxonomy: Taxonomy | undefined;

/** The team's taxonomy, built once on first use. */
export function getTaxonomy(): Taxonomy {
  defaultTaxonomy ??= buildTaxonomy(taxonomySources);
  return defaultTaxonomy;
}
