/**
 * Checks the taxonomy data: parse errors, names used twice, related names that resolve to nothing.
 * Prints counts by file and category; exits 1 when anything is wrong.
 */
import { taxonomySources } from "../taxonomy/index-data.ts";
import { parseTaxonomySource, type SkillEntry } from "../taxonomy/parse.ts";

const problems: string[] = [];
const all: SkillEntry[] = [];
for (const { source, kind, text } of taxonomySources) {
  const { entries, errors } = parseTaxonomySource(source, kind, text);
  for (const error of errors) problems.push(`${error.source}:${error.line}: ${error.message}`);
  all.push(...entries);
  const byCategory = new Map<string, number>();
  for (const entry of entries) byCategory.set(entry.category, (byCategory.get(entry.category) ?? 0) + 1);
  console.log(`${source}: ${entries.length} skills`);
  for (const [category, count] of byCategory) console.log(`  ${category}: ${count}`);
}

// A spelling names one skill, its owner; other skills may mark it "?" as another sense of the same letters (a
// homograph), which needs the same "=" marker to be the same spelling.
const spellers = new Map<string, Array<{ name: string; homograph: boolean }>>();
const canonical = new Set(all.map((entry) => entry.name.toLowerCase()));
for (const entry of all) {
  for (const term of entry.terms) {
    const key = term.caseSensitive ? `=${term.text}` : term.text.toLowerCase();
    const list = spellers.get(key) ?? [];
    list.push({ name: entry.name, homograph: term.homograph });
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
