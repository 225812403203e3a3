import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { analysisResultSchema } from "@jobfit/core";
import { beforeAll, describe, expect, it } from "vitest";
import { docxBytes, singleColumnPdf } from "../test/documents.ts";
import { backendPosting, backendResume } from "../test/fixtures.ts";

const cli = fileURLToPath(new URL("./jobfit.ts", import.meta.url));
const tsx = fileURLToPath(new URL("../../node_modules/.bin/tsx", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "jobfit-cli-"));
const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const job = { company: backendPosting.companyName, title: backendPosting.jobTitle, description: backendPosting.jobDescription };
const weakResume = "Maria Gomez\nPastry chef\n\nExperience\n• Created seasonal dessert menus\n• Trained 6 pastry cooks";
const resume = file("resume.txt", backendResume);
const jobJson = file("job.json", JSON.stringify(job));
const jobTxt = file("job.txt", job.description);

function jobfit(args: string[], input?: string) {
  const result = spawnSync(tsx, [cli, ...args], { encoding: "utf8", input, timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("jobfit analyze", () => {
  it("prints a readable report", () => {
    const { code, stdout } = jobfit(["analyze", "--resume", resume, "--job", jobJson]);
    expect(code).toBe(0);
    expect(stdout).toContain("Larkspur Freight - Senior Backend Engineer");
    expect(stdout).toMatch(/Overall\s+\d+/);
    expect(stdout).toContain("Top suggestions");
  });

  it("prints the AnalysisResult as JSON with --json", () => {
    const { code, stdout } = jobfit(["analyze", "--resume", resume, "--job", jobTxt, "--json"]);
    expect(code).toBe(0);
    expect(analysisResultSchema.parse(JSON.parse(stdout)).matchedKeywords.length).toBeGreaterThan(5);
  });

  describe("PDF and DOCX resumes, read as the upload call reads them", () => {
    let pdf: string;
    let docx: string;
    beforeAll(async () => {
      pdf = file("resume.pdf", await singleColumnPdf());
      docx = file("resume.docx", await docxBytes({ paragraphs: backendResume.split("\n").filter((line) => line.trim() !== "") }));
    });

    it.each([["pdf"], ["docx"]])("analyzes a %s resume", (kind) => {
      const { code, stdout, stderr } = jobfit(["analyze", "--resume", kind === "pdf" ? pdf : docx, "--job", jobJson, "--json"]);
      expect(stderr).toBe("");
      expect(code).toBe(0);
      const result = analysisResultSchema.parse(JSON.parse(stdout));
      // The layout the file reported reaches the formatting checks.
      expect(result.checks.find((c) => c.id === "file-type")).toMatchObject({ status: "pass", detail: `${kind.toUpperCase()} file.` });
    });
  });

  it.each([
    [["analyze", "--resume", join(dir, "missing.txt"), "--job", jobJson], /resume file not found/],
    [["analyze", "--resume", file("empty.txt", "  \n"), "--job", jobJson], /empty\.txt: This file has no text/],
    [["analyze", "--resume", file("broken.pdf", "%PDF-1.4\n%broken"), "--job", jobJson], /^jobfit: resume file .*broken\.pdf: /],
    [["analyze", "--resume", resume, "--job", file("bad.json", "{not json")], /job file is not valid JSON/],
    [["analyze", "--resume", resume, "--job", file("nodesc.json", '{"title":"x"}')], /description/],
    [["analyze", "--resume", resume], /needs --resume <file> and --job <file>/],
  ])("fails with one line and a non-zero exit for bad input %#", (args, message) => {
    const { code, stdout, stderr } = jobfit(args);
    expect(code).not.toBe(0);
    expect(stdout).toBe("");
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(message);
  });

  it("prints usage and exits 2 for an unknown command", () => {
    const { code, stderr } = jobfit(["frobnicate"]);
    expect(code).toBe(2);
    expect(stderr).toContain("Usage:");
  });
});

describe("jobfit keywords", () => {
  it("lists the posting's keywords with kind, required and weight", () => {
    const { code, stdout } = jobfit(["keywords", "--job", jobJson, "--json"]);
    expect(code).toBe(0);
    const keywords = JSON.parse(stdout) as Array<{ text: string; kind: string; required: boolean; weight: number }>;
    expect(keywords.find((k) => k.text === "TypeScript")).toMatchObject({ kind: "hard", required: true });
    expect(keywords.map((k) => k.weight)).toEqual([...keywords.map((k) => k.weight)].sort((a, b) => b - a));
  });
});

describe("jobfit batch", () => {
  it("answers one JSON line per input line, errors as values, nothing else on stdout", () => {
    const line = (id: string, resumeText: string) => JSON.stringify({ id, resumeText, ...backendPosting });
    const input = [line("a", backendResume), "{broken", JSON.stringify({ id: "c", resumeText: "" }), "", line("d", weakResume)].join("\n");
    const { code, stdout } = jobfit(["batch"], input);
    expect(code).toBe(0);
    const out = stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { id: unknown; result?: unknown; error?: string });
    expect(out.map((o) => o.id)).toEqual(["a", null, "c", "d"]);
    expect(analysisResultSchema.parse(out[0]!.result).overallScore).toBeGreaterThan(
      analysisResultSchema.parse(out[3]!.result).overallScore,
    );
    expect(out[1]!.error).toBe("line 2 is not valid JSON");
    expect(out[2]!.error).toMatch(/resumeText/);
  });
});

it("runs through the root script as `pnpm jobfit`", () => {
  const root = fileURLToPath(new URL("../../..", import.meta.url));
  const stdout = execFileSync("pnpm", ["-s", "jobfit", "keywords", "--job", jobTxt], { cwd: root, encoding: "utf8" });
  expect(stdout.split("\n")[0]).toMatch(/^keyword\s+kind\s+required\s+weight\s+category$/);
});
