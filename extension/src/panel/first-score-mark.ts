import type { AnalysisResult } from "@jobfit/core";
import { useEffect } from "react";

/**
 * A performance mark the moment the first score is on screen, measured from the panel's navigation start
 * (ARCHITECTURE.md section 10: a score within 300 ms of opening the panel). The e2e test reads it.
 */
export const FIRST_SCORE_MARK = "jobfit:first-score";

export function useFirstScoreMark(result: AnalysisResult | null): void {
  useEffect(() => {
    if (result !== null && performance.getEntriesByName(FIRST_SCORE_MARK).length === 0) performance.mark(FIRST_SCORE_MARK);
  }, [result]);
}
