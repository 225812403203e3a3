/**
 * The shared contracts: zod schemas (and their types) of every payload that crosses a package boundary.
 * api validates with them, web and extension read with them.
 */
import { z } from "zod";

export const matchTypeSchema = z.enum(["perfect", "partial", "missing"]);
export type MatchType = z.infer<typeof matchTypeSchema>;

export const keywordKindSchema = z.enum(["hard", "soft"]);
export type KeywordKind = z.infer<typeof keywordKindSchema>;

export const keywordItemSchema = z.object({
  text: z.string(),
  matchType: matchTypeSchema,
  tooltip: z.string(),
  kind: keywordKindSchema,
  required: z.boolean(),
  weight: z.number(),
  /** The spellings found in the resume (exact, alias, word form or related skill); empty when missing. */
  foundAs: z.array(z.string()),
});
export type KeywordItem = z.infer<typeof keywordItemSchema>;

export const suggestionPrioritySchema = z.enum(["high", "medium", "low"]);
export type SuggestionPriority = z.infer<typeof suggestionPrioritySchema>;

export const suggestionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  priority: suggestionPrioritySchema,
  /** Overall-score gain if applied, computed by re-scoring. */
  scoreImpact: z.number().int().min(0),
  /** True when the AI optimizer can apply it; false when only the user can (for example, a skill only they know they have). */
  isPro: z.boolean(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const checkStatusSchema = z.enum(["pass", "warn", "fail"]);
export type CheckStatus = z.infer<typeof checkStatusSchema>;

export const checkSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: checkStatusSchema,
  /** What was found. */
  detail: z.string(),
  /** Why it matters to an ATS or a recruiter. */
  why: z.string(),
  /** What to do about it; empty when it passes. */
  fix: z.string(),
  /** Formatting points lost to this check (0 when it passes). */
  penalty: z.number().int().min(0),
});
export type Check = z.infer<typeof checkSchema>;

const score = z.number().int().min(0).max(100);

export const analysisResultSchema = z.object({
  overallScore: score,
  hardSkillsScore: score,
  softSkillsScore: score,
  formattingScore: score,
  matchedKeywords: z.array(keywordItemSchema),
  suggestions: z.array(suggestionSchema),
  checks: z.array(checkSchema),
  engineVersion: z.string(),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

/** What a file parser learned about a document's layout; every field optional (pasted text has none). */
export const documentLayoutSchema = z.object({
  fileType: z.enum(["pdf", "docx", "txt"]).optional(),
  pages: z.number().int().min(0).optional(),
  columns: z.number().int().min(1).optional(),
  tables: z.number().int().min(0).optional(),
  images: z.number().int().min(0).optional(),
  textBoxes: z.number().int().min(0).optional(),
  fonts: z.array(z.string()).optional(),
});
export type DocumentLayout = z.infer<typeof documentLayoutSchema>;

export const analyzeResumeRequestSchema = z.object({
  resumeText: z.string().trim().min(1, "Please upload a resume or enter resume text").max(100_000),
  companyName: z.string().trim().min(1, "Please enter the company name").max(200),
  jobTitle: z.string().trim().min(1, "Please enter the job title").max(200),
  jobDescription: z.string().trim().min(1, "Please enter the job description").max(50_000),
  userId: z.string().min(1).nullable(),
  layout: documentLayoutSchema.optional(),
});
export type AnalyzeResumeRequest = z.infer<typeof analyzeResumeRequestSchema>;

export const highlightSpanSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  matchType: matchTypeSchema,
  tooltip: z.string(),
  keyword: z.string(),
});
export type HighlightSpan = z.infer<typeof highlightSpanSchema>;

/** SPEC.md section 3: a keyword highlight item. */
export interface HighlightTerm {
  text: string;
  matchType: MatchType;
  tooltip: string;
}
