/** @jobfit/web's public surface: the presentational analysis components (and the live-scoring hook) the extension reuses. */
export { HighlightedResume, type HighlightedResumeProps } from "./components/analysis/highlighted-resume.tsx";
export { KeywordList, type KeywordListProps } from "./components/analysis/keyword-list.tsx";
export { ScoreRing, type ScoreRingProps } from "./components/analysis/score-ring.tsx";
export { SubScoreBars, type SubScoreBarsProps, type SubScores } from "./components/analysis/sub-score-bars.tsx";
export { MAX_SUGGESTIONS, SuggestionList, type SuggestionListProps } from "./components/analysis/suggestion-list.tsx";
export { useDebouncedValue } from "./hooks/use-debounced-value.ts";
export { LIVE_ANALYSIS_DELAY_MS, type LiveAnalysis, useLiveAnalysis } from "./hooks/use-live-analysis.ts";
