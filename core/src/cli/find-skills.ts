/**
 * For taxonomy writers: which skills the taxonomy already reads in each line of text, and from which file.
 * Reads lines from the arguments or, with none, from stdin; one report line per input line.
 *
 *   npx tsx core/src/cli/find-skills.ts "month-end close" "bank reconciliations"
 *   npx tsx core/src/cli/find-skills.ts < candidates.txt
 */
import { readFileSync } from "node:fs";
import { skillsNamedIn } from "../match/resume.ts";
import { getTaxonomy } from "../taxonomy/taxonomy.ts";

const taxonomy = getTaxonomy();
const sourceOf = new Map(taxonomy.entries.map((entry) => [entry.name, entry.source]));
const args = process.argv.slice(2);
const lines = (args.length > 0 ? args : readFileSync(0, "utf8").split("\n")).map((line) => line.trim()).filter(Boolean);
for (const line of lines) {
  const names = skillsNamedIn(line, taxonomy);
  const found = names.map((name) => `${name} (${sourceOf.get(name)})`).join("; ");
  console.log(`${line}  ->  ${found || "nothing"}`);
}
