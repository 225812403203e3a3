import { type AnalysisResult, type AnalyzeInput, prepareJob, scoreResume } from "@jobfit/core";
import { useMemo } from "react";
import { useDebouncedValue } from "./use-debounced-value.ts";

export const LIVE_ANALYSIS_DELAY_MS = 150;

export interface LiveAnalysis {
  /** Null until there is both a job description and resume text. */
  result: AnalysisResult | null;
  /** The resume text the result was computed from (it lags the input by the debounce delay). */
  resumeText: string;
  /** True while the input has changed and the result has not caught up yet. */
  stale: boolean;
}

/**
 * Scores the resume locally with core as the user types. The posting is read once per change of the job fields;
 * resume edits only re-score against the cached posting, which is what keeps typing fast.
 */
export function useLiveAnalysis(input: AnalyzeInput, delayMs = LIVE_ANALYSIS_DELAY_MS): LiveAnalysis {
  const { resumeText, companyName, jobTitle, jobDescription } = input;
  const current = useMemo(
    () => ({ resumeText, companyName, jobTitle, jobDescription }),
    [resumeText, companyName, jobTitle, jobDescription],
  );
  const settled = useDebouncedValue(current, delayMs);

  const job = useMemo(
    () =>
      settled.jobDescription.trim() === ""
        ? null
        : prepareJob({ title: settled.jobTitle, company: settled.companyName, description: settled.jobDescription }),
    [settled.jobTitle, settled.companyName, settled.jobDescription],
  );
  const result = useMemo(
    () => (job === null || settled.resumeText.trim() === "" ? null : scoreResume(job, settled.resumeText).result),
    [job, settled.resumeText],
  );

  return { result, resumeText: settled.resumeText, stale: settled !== current };
}
