import { type AnalysisResult, scoreSummary } from "@jobfit/core";
import { KeywordList, ScoreRing, SubScoreBars, SuggestionList } from "@jobfit/web";

/** Top suggestions only: the panel is narrow, the web app shows the rest. */
const PANEL_SUGGESTIONS = 3;

/** The score ring and the three bars: the first thing the panel shows. */
export function ScoreSummary({ result }: { result: AnalysisResult }) {
  return (
    <section className="panel__section panel__score" aria-label="Match score">
      <div className="panel__score-top">
        <ScoreRing score={result.overallScore} />
        <p className="panel__summary">{scoreSummary(result.overallScore)}</p>
      </div>
      <SubScoreBars scores={result} />
    </section>
  );
}

/** The posting's keywords as the resume matches them, and the top suggestions. */
export function ScoreDetails({ result }: { result: AnalysisResult }) {
  return (
    <>
      <section className="panel__section" aria-label="Keywords">
        <h2 className="panel__heading">Keywords</h2>
        <KeywordList keywords={result.matchedKeywords} />
      </section>
      <section className="panel__section" aria-label="Suggestions">
        <h2 className="panel__heading">For you</h2>
        <SuggestionList suggestions={result.suggestions.slice(0, PANEL_SUGGESTIONS)} />
      </section>
    </>
  );
}

/** Why there is no score yet. */
export function ScoreHint({ hasResume, hasDescription }: { hasResume: boolean; hasDescription: boolean }) {
  const missing = !hasResume
    ? "Paste your resume below or upload it to see your score."
    : !hasDescription
      ? "Add the job description to see your score."
      : null;
  return missing === null ? null : <p className="panel__hint panel__score-hint">{missing}</p>;
}
