import { describe, expect, it } from "vitest";
import { analyzeResume, highlightResume, prepareJob, scoreResume } from "./analyze.ts";
import { analysisResultSchema } from "./contracts.ts";
import { backendJob, partialResume, strongResume, weakResume } from "./test-fixtures/backend.ts";

const asOf = new Date("2026-06-15T00:00:00Z");
const input = (resumeText: string) => ({
  resumeText,
  companyName: backendJob.company,
  jobTitle: backendJob.title,
  jobDescription: backendJob.description,
});

describe("analyzeResume", () => {
  const strong = analyzeResume(input(strongResume), { asOf });
  const partial = analyzeResume(input(partialResume), { asOf });
  const weak = analyzeResume(input(weakResume), { asOf });

  it("returns the result contract", () => {
    expect(analysisResultSchema.parse(strong)).toEqual(strong);
    expect(strong.engineVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("gives the same result for the same input, every run", () => {
    expect(analyzeResume(input(strongResume), { asOf })).toEqual(strong);
  });

  it("ranks a strong fit over a partial fit over a weak fit", () => {
    expect(strong.overallScore).toBeGreaterThan(partial.overallScore);
    expect(partial.overallScore).toBeGreaterThan(weak.overallScore);
    expect(strong.overallScore).toBeGreaterThanOrEqual(75);
    expect(weak.overallScore).toBeLessThanOrEqual(30);
  });

  it("lists every posting keyword in descending weight, with nothing from the boilerplate", () => {
    const weights = strong.matchedKeywords.map((k) => k.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    const texts = strong.matchedKeywords.map((k) => k.text.toLowerCase());
    for (const expected of ["python", "postgresql", "docker", "kubernetes", "aws", "terraform"]) expect(texts).toContain(expected);
    for (const boilerplate of ["diversity", "401(k)", "logistics"]) expect(texts).not.toContain(boilerplate);
  });

  it("marks preferred keywords as not required", () => {
    expect(strong.matchedKeywords.find((k) => k.text === "Terraform")?.required).toBe(false);
    expect(strong.matchedKeywords.find((k) => k.text === "Python")?.required).toBe(true);
  });

  it("finds the weak resume missing the required hard skills", () => {
    const python = weak.matchedKeywords.find((k) => k.text === "Python");
    expect(python).toMatchObject({ matchType: "missing" });
    expect(python?.tooltip).toMatch(/^Not found: asked \d+ times, required$/);
  });

  it("orders suggestions by impact, each a positive whole number", () => {
    const impacts = partial.suggestions.map((s) => s.scoreImpact);
    expect(impacts.length).toBeGreaterThan(0);
    expect(impacts).toEqual([...impacts].sort((a, b) => b - a));
    for (const impact of impacts) expect(Number.isInteger(impact) && impact > 0).toBe(true);
  });
});

describe("suggestion impact", () => {
  it("equals the gain from actually applying the suggestion", () => {
    const job = prepareJob(backendJob);
    const before = scoreResume(job, partialResume, { asOf });
    const add = before.result.suggestions.find((s) => s.id.startsWith("add-keyword:"));
    expect(add).toBeDefined();
    const keyword = before.matches.find((m) => `add-keyword:${m.keyword.id}` === add!.id)!.keyword;
    // Apply it the way a user would: name the skill in the Skills section.
    const edited = partialResume.replace("Skills\n", `Skills\n${keyword.text}, `);
    const after = scoreResume(job, edited, { asOf });
    expect(after.result.overallScore - before.result.overallScore).toBe(add!.scoreImpact);
  });
});

describe("scoreResume", () => {
  it("re-scores an edited resume against the same prepared posting", () => {
    const job = prepareJob(backendJob);
    const first = scoreResume(job, partialResume, { asOf }).result;
    const edited = scoreResume(job, `${partialResume}, Docker, Kubernetes, PostgreSQL`, { asOf }).result;
    expect(edited.hardSkillsScore).toBeGreaterThan(first.hardSkillsScore);
    expect(scoreResume(job, partialResume, { asOf }).result).toEqual(first);
  });
});

describe("credentials written with their certifying body", () => {
  it("meet the same credential written out in the resume", () => {
    const job = prepareJob({ title: "Medical Assistant", company: "Clinic", description: "Requirements\n- CMA (AAMA) required\n- Epic" });
    const { result } = scoreResume(job, "Skills\nCertified Medical Assistant (AAMA), Epic", { asOf });
    const credential = result.matchedKeywords.find((keyword) => keyword.text === "CMA (AAMA)");
    expect(credential?.matchType).toBe("perfect");
  });
});

describe("highlightResume", () => {
  it("marks the resume's own spellings of matched keywords", () => {
    const result = analyzeResume(input(strongResume), { asOf });
    const { text, spans } = highlightResume(strongResume, result);
    const marked = spans.map((s) => text.slice(s.start, s.end));
    expect(marked).toContain("Python");
    expect(marked).toContain("Kubernetes");
    for (const span of spans) expect(["perfect", "partial", "missing"]).toContain(span.matchType);
  });
});
