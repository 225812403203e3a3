/**
 * The taxonomy compiled: its skill lines as written, with the index a scan needs already worked out. Loading it
 * parses only the lines a text's words lead to (taxonomy.ts), so the extension, given the form compiled at build time
 * (core/build/compiled-taxonomy.ts), opens the taxonomy in a few milliseconds instead of reading 70,000 spellings:
 * its side panel opens it on every opening (ARCHITECTURE.md section 10: a score within 300 ms).
 */
import { firstTermKey } from "../text/tokens.ts";
import { parseTaxonomySource, type SkillKind } from "./parse.ts";

export interface TaxonomySource {
  source: string;
  kind: SkillKind;
  text: string;
}

/**
 * Plain data (JSON), which a bundler writes into the bundle: the long lists are single strings, one item per line,
 * which a browser reads far faster than 90,000 separate strings.
 */
export interface CompiledTaxonomy {
  /** Every skill's line, in taxonomy order; of two lines that name the same skill, the first file's. One per line. */
  lines: string;
  /** Runs of lines that share a file and category: [index of the run's first line, source, kind, category], in order. */
  groups: Array<[number, string, SkillKind, string]>;
  /** The first-word keys of all spellings, sorted (a title's role noun looks them up by their first letters). One per line. */
  keys: string;
  /**
   * Per key, one line: its spellings as "line.term" (indexes into lines and the line's names), space-separated, in
   * taxonomy order.
   */
  spellings: string;
  /** Related skills as pairs of line indexes, each pair once, in either direction. */
  links: number[];
}

export function compileTaxonomy(sources: readonly TaxonomySource[]): CompiledTaxonomy {
  const lines: string[] = [];
  const groups: CompiledTaxonomy["groups"] = [];
  const lineOfName = new Map<string, number>();
  const relatedNames: Array<[number, string[]]> = [];
  const spellingsByKey = new Map<string, string[]>();

  for (const { source, kind, text } of sources) {
    const parsed = parseTaxonomySource(source, kind, text);
    parsed.entries.forEach((entry, i) => {
      // The first file to name a skill owns it (the data check reports duplicates).
      const name = entry.name.toLowerCase();
      if (lineOfName.has(name)) return;
      const line = lines.length;
      lineOfName.set(name, line);
      lines.push(parsed.lines[i]!);
      const group = groups[groups.length - 1];
      if (group === undefined || group[1] !== source || group[3] !== entry.category) groups.push([line, source, kind, entry.category]);
      if (entry.related.length > 0) relatedNames.push([line, entry.related]);
      entry.terms.forEach((term, termIndex) => {
        const key = firstTermKey(term.text);
        if (key === undefined) return;
        const list = spellingsByKey.get(key);
        if (list) list.push(`${line}.${termIndex}`);
        else spellingsByKey.set(key, [`${line}.${termIndex}`]);
      });
    });
  }

  const links: number[] = [];
  const linked = new Set<string>();
  for (const [line, names] of relatedNames) {
    for (const name of names) {
      const other = lineOfName.get(name.toLowerCase());
      if (other === undefined || other === line) continue;
      const pair = line < other ? `${line} ${other}` : `${other} ${line}`;
      if (linked.has(pair)) continue;
      linked.add(pair);
      links.push(line, other);
    }
  }

  const keys = [...spellingsByKey.keys()].sort();
  return {
    lines: lines.join("\n"),
    groups,
    keys: keys.join("\n"),
    spellings: keys.map((key) => spellingsByKey.get(key)!.join(" ")).join("\n"),
    links,
  };
}
