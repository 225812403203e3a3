/**
 * Text-extraction benchmarks (ARCHITECTURE.md section 10): a generated 2-page PDF (pdfkit) and a generated 2-page DOCX
 * (docx), through extractResume, the function behind POST /api/upload-resume.
 *   budgets: PDF median <= 150 ms, DOCX median <= 50 ms
 * Cold: the first extraction in a fresh process, module loading included (the median of several fresh processes).
 * Warm: the same process after warm-up runs. Prints medians and p95 in milliseconds; nothing is asserted.
 *
 *   pnpm tsx bench/extract.bench.ts
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { docxBytes, resumeParagraphs, singleColumnPdf } from "../api/src/test/documents.ts";

type Kind = "pdf" | "docx";
const COLD_RUNS = 5;
const WARM_RUNS = 40;

/** About two pages of Word text: ten roles of a heading, a paragraph and four bullets. */
function twoPageDocx(): Promise<Buffer> {
  const roles = Array.from({ length: 10 }, (_, i) => i);
  return docxBytes({
    paragraphs: ["Jordan Avery", "jordan.avery@example.com | (555) 201-3344 | Denver, CO", "SUMMARY", resumeParagraphs.summary],
    bullets: roles.flatMap((role) => resumeParagraphs.experience.map((bullet) => `${bullet} (role ${role + 1})`)),
    table: [
      ["Languages", "TypeScript, Go, SQL"],
      ["Cloud", "AWS, Terraform, Docker"],
    ],
  });
}

const documentFor = (kind: Kind): Promise<Buffer> => (kind === "pdf" ? singleColumnPdf(2) : twoPageDocx());

function summarize(times: number[]): { median: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, p95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]! };
}

/** In a child process: time the first extraction, module loading included, and print it. */
async function coldChild(kind: Kind): Promise<void> {
  const bytes = await documentFor(kind);
  const start = performance.now();
  const { extractResume } = await import("../api/src/files/extract.ts");
  const imported = performance.now();
  const result = await extractResume(bytes);
  const end = performance.now();
  if (!result.ok) throw new Error(result.error.message);
  process.stdout.write(JSON.stringify({ ms: end - start, first: end - imported }));
}

interface ColdRun {
  /** Importing the extraction modules (mammoth, core; transpiled by tsx here) and the first extraction. */
  ms: number;
  /** The first extraction alone: for a PDF, pdf.js loads on first use, so this includes loading it. */
  first: number;
}

function coldRuns(kind: Kind): ColdRun[] {
  const self = fileURLToPath(import.meta.url);
  return Array.from({ length: COLD_RUNS }, () => {
    const child = spawnSync(process.execPath, [...process.execArgv, self, "--cold", kind], { encoding: "utf8" });
    if (child.status !== 0) throw new Error(`cold ${kind} run failed: ${child.stderr}`);
    return JSON.parse(child.stdout) as ColdRun;
  });
}

async function warmRuns(kind: Kind): Promise<{ times: number[]; pages?: number; characters: number }> {
  const { extractResume } = await import("../api/src/files/extract.ts");
  const bytes = await documentFor(kind);
  let last = await extractResume(bytes);
  for (let i = 0; i < 5; i++) last = await extractResume(bytes);
  if (!last.ok) throw new Error(last.error.message);
  const times: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) {
    const start = performance.now();
    await extractResume(bytes);
    times.push(performance.now() - start);
  }
  return { times, characters: last.value.text.length, ...(last.value.layout.pages ? { pages: last.value.layout.pages } : {}) };
}

const coldIndex = process.argv.indexOf("--cold");
if (coldIndex >= 0) {
  await coldChild(process.argv[coldIndex + 1] === "docx" ? "docx" : "pdf");
} else {
  const budgets: Record<Kind, number> = { pdf: 150, docx: 50 };
  console.log(
    "| document | size | cold: imports + first (ms) | cold: first extraction (ms) | warm median (ms) | warm p95 (ms) | budget (ms) |",
  );
  console.log("|---|---|---|---|---|---|---|");
  for (const kind of ["pdf", "docx"] as const) {
    const runs = coldRuns(kind);
    const cold = summarize(runs.map((run) => run.ms));
    const first = summarize(runs.map((run) => run.first));
    const warm = await warmRuns(kind);
    const summary = summarize(warm.times);
    const size = `${warm.pages ? `${warm.pages} pages, ` : "about 2 pages, "}${warm.characters} characters`;
    console.log(
      `| generated ${kind.toUpperCase()} | ${size} | ${cold.median.toFixed(1)} | ${first.median.toFixed(1)} | ${summary.median.toFixed(1)} | ${summary.p95.toFixed(1)} | ${budgets[kind]} |`,
    );
  }
  console.log(
    `\nCold: medians of ${COLD_RUNS} fresh processes under tsx (as \`npm start\` runs the API, transpiling modules as they load); the first PDF also loads pdf.js. Warm: ${WARM_RUNS} runs after 6 untimed.`,
  );
}
