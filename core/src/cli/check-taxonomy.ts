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

// A spelling may name several skills only when every one of them marks it "?" (a homograph).
const owner = new Map<string, { name: string; homograph: boolean }>();
const canonical = new Set(all.map((entry) => entry.name.toLowerCase()));
for (const entry of all) {
  for (const term of entry.terms) {
    const key = term.caseSensitive ? `=${term.text}` : term.text.toLowerCase();
    const previous = owner.get(key);
    if (!previous) owner.set(key, { name: entry.name, homograph: term.homograph });
    else if (!(previous.homograph && term.homograph))
      problems.push(
        `"${term.text}" is used by both "${previous.name}" and "${entry.name}" (${entry.source}); mark each "?" if both are meant`,
      );
  }
  for (const related of entry.related) {
    if (!canonical.has(related.toLowerCase())) {
      problems.push(`"${entry.name}" (${entry.source}) names related "${related}", which is no canonical name`);
    }
  }
}

const hard = all.filter((entry) => entry.kind === "hard").length;
console.log(`total: ${hard} hard skills, ${all.length - hard} soft skills`);
if (problems.length > 0) {
  console.log(`\n${problems.length} problems:`);
  for (const problem of problems) console.log(`  ${problem}`);
  process.exit(1);
}
console.log("no problems");
