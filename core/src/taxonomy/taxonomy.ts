/** The taxonomy as lookup structures: skills by name, and every spelling indexed by its first word key. */
import { stemWord } from "../text/stem.ts";
import { termKeys } from "../text/tokens.ts";
import { taxonomySources } from "./index-data.ts";
import { parseTaxonomySource, type SkillEntry, type SkillKind, type SkillTerm } from "./parse.ts";

export type { SkillEntry, SkillKind, SkillTerm } from "./parse.ts";

export interface IndexedTerm {
  entry: SkillEntry;
  term: SkillTerm;
  keys: string[];
  /** Stem of the last word, so "A/B tests" finds "A/B testing" (multi-word spellings only). */
  lastStem: string | null;
}

export interface Taxonomy {
  entries: readonly SkillEntry[];
  /** Lower-case canonical name -> skill. */
  byName: ReadonlyMap<string, SkillEntry>;
  /** First word key -> the spellings starting with it, longest first. */
  byFirstKey: ReadonlyMap<string, readonly IndexedTerm[]>;
  /**
   * First word key -> candidates split by the second word: one-word spellings, and longer ones keyed by their second
   * word's key (and, where the last word may take another form, by its stem as "~stem"). A scan looks up only these.
   */
  byFirstTwo: ReadonlyMap<string, { single: readonly IndexedTerm[]; bySecond: ReadonlyMap<string, readonly IndexedTerm[]> }>;
  /** Related skills, both directions. */
  related: ReadonlyMap<SkillEntry, readonly SkillEntry[]>;
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

  const byFirstKey = new Map<string, IndexedTerm[]>();
  const seen = new Set<string>();
  for (const entry of entries) {
    for (const term of entry.terms) {
      const keys = termKeys(term.text);
      const first = keys[0];
      if (first === undefined) continue;
      const identity = `${term.caseSensitive ? term.text : keys.join(" ")}`;
      if (seen.has(identity)) continue;
      seen.add(identity);
      const list = byFirstKey.get(first) ?? [];
      const last = keys[keys.length - 1]!;
      // An agent noun keeps its form: "Project Server" is not "projects … serve".
      const lastStem = keys.length >= 2 && /^[a-z]{5,}$/.test(last) && !/(?:er|or)$/.test(last) ? stemWord(last) : null;
      list.push({ entry, term, keys, lastStem });
      byFirstKey.set(first, list);
    }
  }
  for (const list of byFirstKey.values()) list.sort((a, b) => b.keys.length - a.keys.length);

  const byFirstTwo = new Map<string, { single: IndexedTerm[]; bySecond: Map<string, IndexedTerm[]> }>();
  for (const [first, list] of byFirstKey) {
    const single: IndexedTerm[] = [];
    const bySecond = new Map<string, IndexedTerm[]>();
    const add = (second: string, term: IndexedTerm) => {
      const bucket = bySecond.get(second);
      if (bucket) bucket.push(term);
      else bySecond.set(second, [term]);
    };
    for (const term of list) {
      if (term.keys.length === 1) single.push(term);
      else {
        add(term.keys[1]!, term);
        if (term.keys.length === 2 && term.lastStem !== null) add(`~${term.lastStem}`, term);
      }
    }
    byFirstTwo.set(first, { single, bySecond });
  }

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
  return { entries, byName, byFirstKey, byFirstTwo, related };
}

let defaultTaxonomy: Taxonomy | undefined;

/** The team's taxonomy, built once on first use. */
export function getTaxonomy(): Taxonomy {
  defaultTaxonomy ??= buildTaxonomy(taxonomySources);
  return defaultTaxonomy;
}
