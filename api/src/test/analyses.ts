/** Saved analyses for database tests: the real engine's output for the shared fixtures, computed once. */
import { analyzeResume, highlightResume } from "@jobfit/core";
import type { NewResumeAnalysis } from "../db/analyses.ts";
import { backendPosting, backendResume } from "./fixtures.ts";

const result = analyzeResume({ resumeText: backendResume, ...backendPosting });
const { spans } = highlightResume(backendResume, result);

export function sampleAnalysis(userId: string, overrides: Partial<NewResumeAnalysis> = {}): NewResumeAnalysis {
  return { userId, resumeText: backendResume, ...backendPosting, ...result, highlights: spans, ...overrides };
}
