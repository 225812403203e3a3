/**
 * The jobfit command: analyze a resume (TXT, PDF or DOCX, read exactly as the upload call reads it) against a
 * posting, list a posting's keywords, or score JSON lines in batch.
 * Usage errors and bad input end with one line on stderr and exit code 1 (2 for usage).
 */
import { readFileSync } from "node:fs";
import { extname } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { type AnalyzeResumeRequest, analyzeResume, type JobInput, prepareJob } from "@jobfit/core";
import { z } from "zod";
import { extractResume } from "../files/extract.ts";
import { formatKeywordTable, formatReport } from "./report.ts";

const USAGE = `Usage:
  jobfit analyze --resume <file.txt|file.pdf|file.docx> --job <file.json|file.txt> [--json]
  jobfit keywords --job <file.json|file.txt> [--json]
  jobfit batch   < lines of {"id","resumeText","companyName","jobTitle","jobDescription"}`;

class InputError extends Error {
  override name = "InputError";
}

function readText(path: string, what: string): string {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(
      code === "ENOENT" ? `${what} file not found: ${path}` : `cannot read ${what} file ${path}: ${code ?? String(error)}`,
    );
  }
  text = text.replace(/^\uFEFF/, "");
  if (text.trim() === "") throw new InputError(`${what} file is empty: ${path}`);
  return text;
}

const jobFileSchema = z.object({
  company: z.string().default(""),
  title: z.string().default(""),
  description: z.string().trim().min(1, "description is empty"),
});

function readJob(path: string): JobInput {
  const text = readText(path, "job");
  if (extname(path).toLowerCase() !== ".json") return { company: "", title: "", description: text };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new InputError(`job file is not valid JSON: ${path}: ${(error as Error).message}`);
  }
  const parsed = jobFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InputError(`job file ${path}: ${issue?.path.join(".") || "value"}: ${issue?.message ?? "invalid"}`);
  }
  return parsed.data;
}

/** The resume's text and layout: the same extraction, limits and messages as POST /api/upload-resume. */
async function readResumeFile(path: string): Promise<{ text: string; layout: AnalyzeResumeRequest["layout"] }> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(
      code === "ENOENT" ? `resume file not found: ${path}` : `cannot read resume file ${path}: ${code ?? String(error)}`,
    );
  }
  const extracted = await extractResume(bytes);
  if (!extracted.ok) throw new InputError(`resume file ${path}: ${extracted.error.message}`);
  return extracted.value;
}

const batchLineSchema = z.object({
  id: z.union([z.string(), z.number()]),
  resumeText: z.string().trim().min(1, "resumeText is empty"),
  companyName: z.string().default(""),
  jobTitle: z.string().default(""),
  jobDescription: z.string().trim().min(1, "jobDescription is empty"),
});

async function runBatch(): Promise<void> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === "") continue;
    let id: unknown = null;
    try {
      const data: unknown = JSON.parse(line);
      if (data && typeof data === "object" && "id" in data) id = (data as { id: unknown }).id;
      const parsed = batchLineSchema.safeParse(data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new InputError(`${issue?.path.join(".") || "line"}: ${issue?.message ?? "invalid"}`);
      }
      const result = analyzeResume(parsed.data);
      process.stdout.write(`${JSON.stringify({ id: parsed.data.id, result })}\n`);
    } catch (error) {
      const message = error instanceof SyntaxError ? `line ${lineNumber} is not valid JSON` : (error as Error).message;
      process.stdout.write(`${JSON.stringify({ id, error: message })}\n`);
    }
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: { resume: { type: "string" }, job: { type: "string" }, json: { type: "boolean", default: false } },
    strict: true,
  });
  switch (command) {
    case "analyze": {
      if (!values.resume || !values.job) throw new InputError("analyze needs --resume <file> and --job <file>");
      const job = readJob(values.job);
      const resume = await readResumeFile(values.resume);
      const result = analyzeResume(
        { resumeText: resume.text, companyName: job.company, jobTitle: job.title, jobDescription: job.description },
        { layout: resume.layout },
      );
      process.stdout.write(values.json ? `${JSON.stringify(result, null, 2)}\n` : formatReport(result, job));
      return 0;
    }
    case "keywords": {
      if (!values.job) throw new InputError("keywords needs --job <file>");
      const profile = prepareJob(readJob(values.job));
      const keywords = profile.keywords.map((k) => ({
        text: k.text,
        kind: k.kind,
        required: k.required,
        weight: k.weight,
        category: k.category,
      }));
      process.stdout.write(values.json ? `${JSON.stringify(keywords, null, 2)}\n` : formatKeywordTable(keywords));
      return 0;
    }
    case "batch":
      await runBatch();
      return 0;
    default:
      process.stderr.write(`${command ? `unknown command: ${command}\n` : ""}${USAGE}\n`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`jobfit: ${message}\n`);
    // Bad input and bad arguments alike end in one line and exit code 1.
    process.exitCode = 1;
  },
);
