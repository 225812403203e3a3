/**
 * Checks the taxonomy data: parse errors, spellings used twice (as the matcher reads them, a plural being its
 * singular), a line that gives one spelling two "~" markers, related names that resolve to nothing.
 * Prints counts by file and category (only the totals with --quiet, as `npm test` runs it); exits 1 when anything is wrong.
 */
import { taxonomySources } from "../taxonomy/index-data.ts";
import { parseTaxonomySource, type SkillEntry, type SkillTerm } from "../taxonomy/parse.ts";
import { termKeys } from "../text/tokens.ts";

const quiet = process.argv.includes("--quiet");
const problems: string[] = [];
const all: SkillEntry[] = [];
for (const { source, kind, text } of taxonomySources) {
  const { entries, errors } = parseTaxonomySource(source, kind, text);
  for (const error of errors) problems.push(`${error.source}:${error.line}: ${error.message}`);
  all.push(...entries);
  if (quiet) continue;
  const byCategory = new Map<string, number>();
  for (const entry of entries) byCategory.set(entry.category, (byCategory.get(entry.category) ?? 0) + 1);
  console.log(`${source}: ${entries.length} skills`);
  for (const [category, count] of byCategory) console.log(`  ${category}: ${count}`);
}

// A spelling names one skill, its owner; other skills may mark it "?" as another sense of the same letters (a
// homograph), which needs the same "=" marker to be the same spelling. Spellings are compared as the matcher reads
// them, by their words' keys: "trust accountings" is "trust accounting" again, and only the first one written counts.
function spellingKey(term: SkillTerm): string {
  if (term.caseSensitive) return `=${term.text}`;
  // An acronym keeps its letters ("CMMS" is no plural of "CMM").
  return /^[A-Z0-9&-]+$/.test(term.text) ? term.text.toLowerCase() : termKeys(term.text).join(" ");
}

const spellers = new Map<string, Array<{ name: string; homograph: boolean }>>();
const canonical = new Set(all.map((entry) => entry.name.toLowerCase()));
for (const entry of all) {
  const onThisLine = new Map<string, boolean>();
  for (const term of entry.terms) {
    const key = spellingKey(term);
    // "~forging | forgings": the first spelling's "~" would leave the plain one unread.
    if (onThisLine.has(key) && onThisLine.get(key) !== term.needsContext) {
      problems.push(`"${term.text}" in "${entry.name}" (${entry.source}) reads as an earlier spelling of the line with another "~" marker`);
    }
    onThisLine.set(key, term.needsContext);
    const list = spellers.get(key) ?? [];
    if (!list.some((speller) => speller.name === entry.name)) list.push({ name: entry.name, homograph: term.homograph });
    spellers.set(key, list);
  }
  for (const related of entry.related) {
    if (!canonical.has(related.toLowerCase())) {
      problems.push(`"${entry.name}" (${entry.source}) names related "${related}", which is no canonical name`);
    }
  }
}

for (const [key, list] of spellers) {
  const owners = list.filter((speller) => !speller.homograph).map((speller) => speller.name);
  if (owners.length > 1) problems.push(`"${key}" is used by ${owners.map((name) => `"${name}"`).join(" and ")}; mark the other senses "?"`);
  if (list.length === 1 && list[0]!.homograph)
    problems.push(`"${key}" in "${list[0]!.name}" is marked "?" but no other skill spells it so (do the "=" markers agree?)`);
}

const hard = all.filter((entry) => entry.kind === "hard").length;
console.log(`total: ${hard} hard skills, ${all.length - hard} soft skills`);
if (problems.length > 0) {
  console.log(`\n${problems.length} problems:`);
  for (const problem of problems) console.log(`  ${problem}`);
  process.exit(1);
}
console.log("no problems");
