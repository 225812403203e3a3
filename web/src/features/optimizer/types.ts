import type { AnalysisResult } from "@jobfit/core";

/** What the optimizer shows of an analysis: a fresh result, a live re-score, or a saved analysis (which has no checks). */
export type ShownAnalysis = Pick<
  AnalysisResult,
  "overallScore" | "hardSkillsScore" | "softSkillsScore" | "formattingScore" | "matchedKeywords" | "suggestions"
>;
