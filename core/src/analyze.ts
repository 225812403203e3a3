/**
 * The engine's front door. prepareJob reads a posting once; scoreResume scores any number of resume versions
 * against it (re-scoring as the user types reuses the posting's keywords); analyzeResume does both.
 */
import type { AnalysisResult, DocumentLayout, HighlightSpan } from "./contracts.ts";
import { extractJobKeywords, type JobProfile } from "./keywords/extract.ts";
import { EDUCATION_RANK, educationLevelsIn } from "./keywords/requirements.ts";
import { findHighlightSpans, highlightTermsFor } from "./match/highlight.ts";
import { type KeywordMatch, matchKeywords, toKeywordItem } from "./match/match.ts";
import { type ResumeProfile, readResume, sectionText } from "./match/resume.ts";
import { resumeYears, roleDateRanges } from "./score/experience.ts";
import { formattingScore, runFormattingChecks } from "./score/formatting.ts";
import { computeScores, type ScoreParts } from "./score/scores.ts";
import { titleMatchScore } from "./score/title.ts";
import { suggestImprovements } from "./suggest/suggest.ts";
import { getTaxonomy, type Taxonomy } from "./taxonomy/taxonomy.ts";

/** Changes whenever the same input could score differently. */
export const ENGINE_VERSION = "1.8.0";

export interface JobInput {
  title: string;
  company: string;
  description: string;
}

export interface ScoreOptions {
  layout?: DocumentLayout | undefined;
  /** The date "Present" means; defaults to today. Fix it for reproducible results over time. */
  asOf?: Date | undefined;
  taxonomy?: Taxonomy | undefined;
}

/** Everything an analysis found, for callers that need more than the result contract (highlights, years). */
export interface Analysis {
  result: AnalysisResult;
  job: JobProfile;
  resume: ResumeProfile;
  matches: KeywordMatch[];
  parts: ScoreParts;
  resumeYears: number;
}

export function prepareJob(input: JobInput, taxonomy: Taxonomy = getTaxonomy()): JobProfile {
  return extractJobKeywords(input, taxonomy);
}

export function scoreResume(job: JobProfile, resumeText: string, options: ScoreOptions = {}): Analysis {
  const taxonomy = options.taxonomy ?? getTaxonomy();
  const asOf = options.asOf ?? new Date();
  const resume = readResume(resumeText, taxonomy);
  const matches = matchKeywords(job.keywords, resume, taxonomy);
  const dateRanges = roleDateRanges(resume, asOf);
  const checks = runFormattingChecks({ resume, originalText: resumeText, layout: options.layout, dateRanges });

  const years = resumeYears(dateRanges, resume.text);
  const experienceScore = job.requiredYears === null ? 100 : Math.min(100, (100 * years) / job.requiredYears);
  // Degrees are read where the resume lists them; without an Education heading, anywhere.
  const levels = educationLevelsIn(sectionText(resume, "education") || resume.text);
  const highest = levels[levels.length - 1];
  let educationScore = 100;
  if (job.requiredEducation !== null) {
    const gap = EDUCATION_RANK[job.requiredEducation] - (highest === undefined ? -2 : EDUCATION_RANK[highest]);
    educationScore = gap <= 0 ? 100 : gap === 1 ? 50 : 0;
  }

  const parts: ScoreParts = {
    keywords: matches.map((m) => ({ kind: m.keyword.kind, weight: m.keyword.weight, matchType: m.matchType })),
    titleScore: titleMatchScore(job.titleCore, resume),
    experienceScore,
    educationScore,
    formattingScore: formattingScore(checks),
  };
  const scores = computeScores(parts);
  const suggestions = suggestImprovements({ parts, matches, checks, jobTitle: job.title });
  return {
    result: {
      ...scores,
      matchedKeywords: matches.map(toKeywordItem),
      suggestions,
      checks,
      engineVersion: ENGINE_VERSION,
    },
    job,
    resume,
    matches,
    parts,
    resumeYears: years,
  };
}

export interface AnalyzeInput {
  resumeText: string;
  companyName: string;
  jobTitle: string;
  jobDescription: string;
}

export function analyzeResume(input: AnalyzeInput, options: ScoreOptions = {}): AnalysisResult {
  const job = prepareJob({ title: input.jobTitle, company: input.companyName, description: input.jobDescription }, options.taxonomy);
  return scoreResume(job, input.resumeText, options).result;
}

/** Highlight spans for a result's keywords in the resume as the user wrote it. */
export function highlightResume(
  resumeText: string,
  result: Pick<AnalysisResult, "matchedKeywords">,
): { text: string; spans: HighlightSpan[] } {
  return findHighlightSpans(resumeText, highlightTermsFor(result.matchedKeywords));
}
