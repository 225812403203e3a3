import { type AnalysisResult, type AnalyzeInput, type DocumentLayout, prepareJob, scoreResume } from "@jobfit/core";
import { useMemo } from "react";
import { useDebouncedValue } from "./use-debounced-value.ts";

export const LIVE_ANALYSIS_DELAY_MS = 150;

export interface LiveAnalysisOptions {
  /** What the file parser learned about an uploaded document, so the live score matches the server's for that file. */
  layout?: DocumentLayout | undefined;
  /** False skips all scoring (the result stays null), for screens that only score once the user has asked. Default true. */
  enabled?: boolean;
}

export interface LiveAnalysis {
  /** Null until there is both a job description and resume text (and always null while disabled). */
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
export function useLiveAnalysis(input: AnalyzeInput, delayMs = LIVE_ANALYSIS_DELAY_MS, options: LiveAnalysisOptions = {}): LiveAnalysis {
  const { resumeText, companyName, jobTitle, jobDescription } = input;
  const { layout, enabled = true } = options;
  const current = useMemo(
    () => ({ resumeText, companyName, jobTitle, jobDescription }),
    [resumeText, companyName, jobTitle, jobDescription],
  );
  const settled = useDebouncedValue(current, delayMs);

  const job = useMemo(
    () =>
      !enabled || settled.jobDescription.trim() === ""
        ? null
        : prepareJob({ title: settled.jobTitle, company: settled.companyName, description: settled.jobDescription }),
    [enabled, settled.jobTitle, settled.companyName, settled.jobDescription],
  );
  const result = useMemo(
    () => (job === null || settled.resumeText.trim() === "" ? null : scoreResume(job, settled.resumeText, { layout }).result),
    [job, settled.resumeText, layout],
  );

  return { result, resumeText: settled.resumeText, stale: settled !== current };
}
