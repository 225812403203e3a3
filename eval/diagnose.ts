/**
 * Tuning aid: for each DEV posting, the gold keywords the engine missed and the keywords it found that are not gold.
 * It refuses test postings: the kept-aside part must never be looked at while tuning.
 *
 *   pnpm tsx eval/diagnose.ts [--context] [posting-id ...]
 *
 * --context also prints, under each extra keyword, the posting lines that name it (dev postings only).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { prepareJob } from "../core/src/index.ts";
import { identityOf, labelIdentities } from "./identity.ts";

const setDir = fileURLToPath(new URL("set", import.meta.url));
const args = process.argv.slice(2);
const showContext = args.includes("--context");
const wanted = args.filter((arg) => !arg.startsWith("--"));
for (const id of readdirSync(setDir).sort()) {
  if (wanted.length > 0 && !wanted.includes(id)) continue;
  const meta = JSON.parse(readFileSync(join(setDir, id, "meta.json"), "utf8")) as {
    split: string;
    title: string;
    company: string;
    gold: { hard: string[]; soft: string[] };
  };
  if (meta.split !== "dev") {
    if (wanted.includes(id)) console.log(`${id}: kept aside (test); not shown`);
    continue;
  }
  const job = prepareJob({ title: meta.title, company: meta.company, description: readFileSync(join(setDir, id, "job.txt"), "utf8") });
  console.log(`\n== ${id}`);
  for (const kind of ["hard", "soft"] as const) {
    const predicted = new Map(
      job.keywords.filter((k) => k.kind === kind).map((k) => [identityOf(k.entry ? k.entry.name : k.text), k.text]),
    );
    const labels = meta.gold[kind];
    const gold = new Map(labelIdentities(labels).map((identity, i) => [identity, labels[i]!]));
    const missed = [...gold].filter(([key]) => !predicted.has(key)).map(([, text]) => text);
    const extra = [...predicted].filter(([key]) => !gold.has(key)).map(([, text]) => text);
    console.log(`  ${kind} missed: ${missed.join(" | ")}`);
    console.log(`  ${kind} extra:  ${extra.join(" | ")}`);
    if (showContext) {
      const lines = job.text.split("\n");
      for (const text of extra) {
        const keyword = job.keywords.find((k) => k.text === text);
        const forms = (keyword?.postingForms ?? [text]).map((f) => f.toLowerCase());
        const where = lines.filter((line) => forms.some((f) => line.toLowerCase().includes(f)));
        console.log(`    - ${text} (weight ${keyword?.weight}, ${keyword?.entry ? keyword.entry.category : "phrase"})`);
        for (const line of where) console.log(`        ${line.trim().slice(0, 160)}`);
      }
    }
  }
}
