/**
 * Resume file extraction on public documents (../shared/data/resumes): every PDF and DOCX through extractResume, the
 * function behind POST /api/upload-resume. Reports, in Markdown:
 *   - each file's layout, size of text and time (warm: one generated document is extracted first);
 *   - for the soupboss PDF+DOCX pairs (one resume in two formats), how well the two extractions agree: Jaccard of their
 *     word sets and the longest common subsequence of their word sequences over the longer one;
 *   - for the two-column templates, the columns detected and a reading-order check: the section headings come out in
 *     the order a person reads the page (column by column), and phrases read off the rendered page under each heading
 *     (its first and last entries) land in that heading's section. A reading that interleaves the columns puts phrases
 *     under the wrong heading. pdf-parse (content order) is scored the same way for reference.
 *
 *   pnpm tsx eval/extraction.ts
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { extractResume } from "../api/src/files/extract.ts";
import { singleColumnPdf } from "../api/src/test/documents.ts";
import { pdfParseText } from "../api/src/test/pdf-parse-baseline.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const resumesDir = join(root, "..", "shared", "data", "resumes");

if (!existsSync(resumesDir)) {
  console.log("../shared/data/resumes is not present: resume extraction not measured.");
  process.exit(0);
}

const walk = (path: string): string[] =>
  statSync(path).isDirectory()
    ? readdirSync(path)
        .sort()
        .flatMap((name) => walk(join(path, name)))
    : [path];

interface FileRun {
  path: string;
  ms: number;
  text?: string;
  layout?: Record<string, unknown>;
  error?: string;
}

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function jaccard(a: readonly string[], b: readonly string[]): number {
  const setA = new Set(a);
  const setB = new Set(b);
  const shared = [...setA].filter((word) => setB.has(word)).length;
  return shared / Math.max(1, setA.size + setB.size - shared);
}

function lcsRatio(a: readonly string[], b: readonly string[]): number {
  let previous = new Uint32Array(b.length + 1);
  let current = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      current[j] = a[i - 1] === b[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, current[j - 1]!);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length]! / Math.max(1, a.length, b.length);
}

/** Each heading with phrases read off the rendered page: its section's first and last entries, in reading order. */
const DEEDY_SECTIONS: Array<[string, string[]]> = [
  ["EDUCATION", ["Cornell University", "La Martiniere for Boys"]],
  ["LINKS", ["Github:// deedydas", "Quora:// Debarghya-Das"]],
  ["COURSEWORK", ["Advanced Machine Learning", "Unix Tools and Scripting"]],
  ["SKILLS", ["Over 5000 lines", "Android"]],
  ["EXPERIENCE", ["Facebook", "UHelsinki"]],
  ["RESEARCH", ["PlanIt", "QuickTongue"]],
  ["AWARDS", ["KPCB Engineering Fellow", "Mathematics Olympiad"]],
  ["PUBLICATIONS", ["crowdsourcing approach", "articulatory biofeedback"]],
];
const RESUME_MATCHER_SECTIONS: Array<[string, string[]]> = [
  ["SUMMARY", ["5+ years of proven expertise", "systems that scale"]],
  ["EXPERIENCE", ["Stripe", "strategic Redis caching"]],
  ["PROJECTS", ["DevFlow", "optimization capabilities"]],
  ["EDUCATION", ["UC Berkeley", "Bachelor of Science"]],
  ["SKILLS", ["Elasticsearch", "PagerDuty"]],
  ["LINKS", ["linkedin.com/in/johndoe", "github.com/johndoe"]],
];
const TWO_COLUMN_TEMPLATES: Record<string, Array<[string, string[]]>> = {
  "pdf-templates/resume-matcher/two-column.pdf": RESUME_MATCHER_SECTIONS,
  "pdf-templates/resume-matcher/modern-two-column.pdf": RESUME_MATCHER_SECTIONS,
  "pdf-templates/deedy-resume/deedy_resume.pdf": DEEDY_SECTIONS,
  "pdf-templates/deedy-resume/deedy_resume-openfont.pdf": DEEDY_SECTIONS,
};

interface OrderCheck {
  headingsInOrder: string;
  phrasesPlaced: string;
}

const collapse = (text: string): string => text.replace(/\s+/g, " ").trim().toLowerCase();

function readingOrder(text: string, sections: Array<[string, string[]]>): OrderCheck {
  const lines = text.split("\n").map(collapse);
  // A heading counts where it stands alone on its line, as a person and the engine's section finder see it.
  const found = sections.map(([heading]) => lines.indexOf(heading.toLowerCase()));
  const present = found.filter((index) => index >= 0);
  const inOrder = present.every((index, i) => i === 0 || index > present[i - 1]!);
  let placed = 0;
  let total = 0;
  sections.forEach(([, phrases], i) => {
    const start = found[i]!;
    const ends = found.filter((index) => index > start);
    // A phrase may wrap onto the next line: the section is searched as one run of words.
    const body = start < 0 ? "" : lines.slice(start + 1, ends.length > 0 ? Math.min(...ends) : lines.length).join(" ");
    for (const phrase of phrases) {
      total++;
      if (body.includes(collapse(phrase))) placed++;
    }
  });
  return {
    headingsInOrder: `${present.length}/${sections.length} found, ${inOrder ? "in order" : "out of order"}`,
    phrasesPlaced: `${placed}/${total}`,
  };
}

const cell = (value: unknown): string => (value === undefined ? "" : String(value));

// Warm-up: module loading and pdf.js's first document are not any file's time.
await extractResume(await singleColumnPdf());

const runs: FileRun[] = [];
for (const path of walk(resumesDir).filter((file) => /\.(pdf|docx)$/i.test(file))) {
  const bytes = readFileSync(path);
  const start = performance.now();
  const result = await extractResume(bytes);
  const ms = performance.now() - start;
  runs.push(
    result.ok ? { path, ms, text: result.value.text, layout: { ...result.value.layout } } : { path, ms, error: result.error.message },
  );
}

console.log(`## Resume extraction on ${runs.length} public PDF and DOCX files (../shared/data/resumes)\n`);
console.log("| file | type | pages | columns | tables | images | text boxes | characters | ms |");
console.log("|---|---|---|---|---|---|---|---|---|");
for (const run of runs) {
  const layout = run.layout ?? {};
  const name = relative(resumesDir, run.path);
  console.log(
    `| ${name} | ${cell(layout.fileType ?? "failed")} | ${cell(layout.pages)} | ${cell(layout.columns)} | ${cell(layout.tables)} | ${cell(layout.images)} | ${cell(layout.textBoxes)} | ${run.text?.length ?? ""} | ${run.ms.toFixed(0)} |`,
  );
}
const times = runs.map((run) => run.ms).sort((a, b) => a - b);
const pdfTimes = runs.filter((run) => /\.pdf$/i.test(run.path)).map((run) => run.ms);
const docxTimes = runs.filter((run) => /\.docx$/i.test(run.path)).map((run) => run.ms);
const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(
  `\nWarm times: median ${medianOf(times).toFixed(0)} ms over all files (PDF ${medianOf(pdfTimes).toFixed(0)} ms, DOCX ${medianOf(docxTimes).toFixed(0)} ms), slowest ${times.at(-1)?.toFixed(0)} ms.\n`,
);

console.log("### The same resume as PDF and as DOCX (soupboss pairs)\n");
console.log("| resume | PDF words | DOCX words | Jaccard (word sets) | LCS ratio (word sequences) |");
console.log("|---|---|---|---|---|");
const byStem = new Map<string, FileRun[]>();
for (const run of runs.filter((r) => r.path.includes(`${join("soupboss", "")}`))) {
  const stem = join(run.path, "..", basename(run.path, extname(run.path)));
  byStem.set(stem, [...(byStem.get(stem) ?? []), run]);
}
const agreements: number[] = [];
for (const [stem, pair] of byStem) {
  const pdf = pair.find((run) => /\.pdf$/i.test(run.path));
  const docx = pair.find((run) => /\.docx$/i.test(run.path));
  if (!pdf?.text || !docx?.text) continue;
  const a = words(pdf.text);
  const b = words(docx.text);
  const lcs = lcsRatio(a, b);
  agreements.push(lcs);
  console.log(`| ${basename(stem)} | ${a.length} | ${b.length} | ${jaccard(a, b).toFixed(3)} | ${lcs.toFixed(3)} |`);
}
if (agreements.length > 0)
  console.log(
    `\nMean LCS ratio over ${agreements.length} pairs: ${(agreements.reduce((s, v) => s + v, 0) / agreements.length).toFixed(3)}\n`,
  );

console.log("### Two-column templates: columns and reading order\n");
console.log("Each cell: section headings found alone on a line and their order; phrases that landed in their own section.\n");
console.log("| file | columns | JobFit (column-aware) | lines straight across (column-blind) | pdf-parse (content-stream order) |");
console.log("|---|---|---|---|---|");
const describeCheck = (check: OrderCheck) => `${check.headingsInOrder}; ${check.phrasesPlaced} phrases`;
const acrossRuns: Array<{ name: string; text: string }> = [];
for (const [name, sections] of Object.entries(TWO_COLUMN_TEMPLATES)) {
  const run = runs.find((r) => relative(resumesDir, r.path) === name);
  if (!run?.text) continue;
  const across = await extractResume(readFileSync(run.path), { columnAware: false });
  acrossRuns.push({ name, text: across.ok ? across.value.text : "" });
  const baseline = readingOrder(await pdfParseText(readFileSync(run.path)), sections);
  console.log(
    `| ${name} | ${cell(run.layout?.columns)} | ${describeCheck(readingOrder(run.text, sections))} | ${describeCheck(readingOrder(acrossRuns.at(-1)!.text, sections))} | ${describeCheck(baseline)} |`,
  );
}
console.log(
  "\nColumn-blind reading: the same extraction with column detection off, as ATS parsers that read each line across the page do.",
);
console.log("pdf-parse follows the order the PDF draws its text in, which for these generators (LaTeX, Chromium) is column by column.\n");

const failures = runs.filter((run) => run.error);
console.log("\n### Failures\n");
if (failures.length === 0) console.log("None.");
for (const run of failures) console.log(`- ${relative(resumesDir, run.path)}: ${run.error}`);
