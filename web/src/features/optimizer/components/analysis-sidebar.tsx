import { type AnalysisResult, scoreSummary } from "@jobfit/core";
import { KeywordList } from "../../../components/analysis/keyword-list.tsx";
import { ScoreRing } from "../../../components/analysis/score-ring.tsx";
import { SubScoreBars } from "../../../components/analysis/sub-score-bars.tsx";
import { SuggestionList } from "../../../components/analysis/suggestion-list.tsx";

export interface AnalysisSidebarProps {
  result: AnalysisResult | null;
  hasJobDescription: boolean;
}

export function AnalysisSidebar({ result, hasJobDescription }: AnalysisSidebarProps) {
  return (
    <aside className="analysis-sidebar" aria-label="Analysis">
      {result === null ? (
        <div className="analysis-sidebar__empty">
          <p className="analysis-sidebar__empty-title">Ready to analyze your resume</p>
          <p>{hasJobDescription ? "Paste your resume text to see your match score" : "Add a job description above to get started"}</p>
        </div>
      ) : (
        <>
          <section className="analysis-sidebar__score">
            <ScoreRing score={result.overallScore} />
            <p className="analysis-sidebar__summary">{scoreSummary(result.overallScore)}</p>
          </section>
          <SubScoreBars scores={result} />
          <section className="analysis-sidebar__section">
            <h3>
              For you <span className="pro-badge">Pro</span>
            </h3>
            <SuggestionList suggestions={result.suggestions} />
          </section>
          <section className="analysis-sidebar__section">
            <h3>Keywords</h3>
            <KeywordList keywords={result.matchedKeywords} />
          </section>
        </>
      )}
    </aside>
  );
}
