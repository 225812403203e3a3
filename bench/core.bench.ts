/**
 * Core engine benchmarks (ARCHITECTURE.md section 10): a 700-word resume against a 500-word posting.
 *   new posting: prepareJob + scoreResume on a posting and a resume never seen          budget: median <= 10 ms
 *   re-score:    scoreResume after a one-word resume edit, posting already prepared      budget: median <= 1 ms
 * Warm process: each case runs untimed first. Prints medians and p95 in milliseconds.
 *
 *   pnpm bench
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { getTaxonomy, highlightResume, prepareJob, scoreResume } from "../core/src/index.ts";

const set = (path: string) => readFileSync(fileURLToPath(new URL(`../eval/set/${path}`, import.meta.url)), "utf8");
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function padTo(text: string, target: number, filler: string): string {
  let out = text;
  const fillerWords = filler.split(/\s+/).filter(Boolean);
  let i = 0;
  while (words(out) < target) out += `${i % 12 === 0 ? "\n• " : " "}${fillerWords[i++ % fillerWords.length]}`;
  return out;
}

const resume = padTo(set("software-backend-1/strong.txt"), 700, set("data-analyst-1/strong.txt"));
const posting = padTo(set("software-backend-1/job.txt"), 500, set("data-scientist-2/job.txt"));
const asOf = new Date("2026-11-01T00:00:00Z");

function measure(name: string, iterations: number, body: (i: number) => void): { name: string; median: number; p95: number } {
  for (let i = 0; i < 20; i++) body(-1 - i);
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    body(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { name, median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
}

const taxonomyStart = performance.now();
getTaxonomy();
const taxonomyMs = performance.now() - taxonomyStart;

const prepared = prepareJob({ title: "Senior Backend Engineer", company: "Larkspur Freight", description: posting });
// Every paragraph made unique, so nothing read before can be reused.
const uncachedResume = (i: number) =>
  resume
    .split("\n\n")
    .map((paragraph) => `${paragraph} r${i}`)
    .join("\n\n");

const results = [
  // A new posting each time: a number appended makes the text one the engine has never prepared.
  measure("new posting and new resume (nothing cached)", 300, (i) => {
    const job = prepareJob({ title: "Senior Backend Engineer", company: "Larkspur Freight", description: `${posting}\nRef ${i}` });
    scoreResume(job, uncachedResume(i), { asOf });
  }),
  measure("new posting, same resume", 300, (i) => {
    const job = prepareJob({ title: "Senior Backend Engineer", company: "Larkspur Freight", description: `${posting}\nRef ${i}` });
    scoreResume(job, resume, { asOf });
  }),
  measure("re-score after a resume edit", 1000, (i) => {
    scoreResume(prepared, `${resume} edit${i}`, { asOf });
  }),
  measure("highlights for a result", 1000, () => {
    highlightResume(resume, scoreResume(prepared, resume, { asOf }).result);
  }),
];

console.log(`resume ${words(resume)} words, posting ${words(posting)} words, ${prepared.keywords.length} keywords`);
console.log(`taxonomy build (once per process): ${taxonomyMs.toFixed(1)} ms\n`);
console.log("| case | median ms | p95 ms |\n|---|---|---|");
for (const r of results) console.log(`| ${r.name} | ${r.median.toFixed(3)} | ${r.p95.toFixed(3)} |`);
