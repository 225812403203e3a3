import { type Suggestion, scoreSummary } from "@jobfit/core";
import type { ReactNode } from "react";
import { KeywordList } from "../../../components/analysis/keyword-list.tsx";
import { ScoreRing } from "../../../components/analysis/score-ring.tsx";
import { SubScoreBars } from "../../../components/analysis/sub-score-bars.tsx";
import { SuggestionList } from "../../../components/analysis/suggestion-list.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { cn } from "../../../lib/class-names.ts";
import type { ShownAnalysis } from "../types.ts";
import { KeywordBox } from "./keyword-box.tsx";
import { ProFeatureGate } from "./pro-feature-gate.tsx";

export interface AnalysisSidebarProps {
  /** Null before the first analysis (and while a field the score needs is blank). */
  result: ShownAnalysis | null;
  /** An analysis is being computed or loaded: the score and suggestions show as skeletons. */
  loading: boolean;
  optimizing: boolean;
  /** The optimized text is under review: no second optimization or keyword until it is accepted or cancelled. */
  reviewing: boolean;
  onOptimize: () => void;
  onApplySuggestion: (suggestion: Suggestion) => void;
  onAddKeyword: (keyword: string) => void;
  className?: string;
}

/** The right-hand column: score, sub-scores, suggestions, the AI optimizer, quick keyword additions and the keywords. */
export function AnalysisSidebar({
  result,
  loading,
  optimizing,
  reviewing,
  onOptimize,
  onApplySuggestion,
  onAddKeyword,
  className,
}: AnalysisSidebarProps) {
  return (
    <aside aria-label="Analysis" className={cn("grid content-start gap-4", className)}>
      <Panel>
        {loading ? (
          <div role="status" aria-label="Analyzing your resume" className="grid justify-items-center gap-3">
            <Skeleton className="h-24 w-24 rounded-full" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-full" />
          </div>
        ) : result === null ? (
          <div className="py-4 text-center">
            <p className="font-semibold text-slate-900">Ready to analyze your resume</p>
            <p className="mt-1 text-slate-600 text-sm">Add a job description above to get started</p>
          </div>
        ) : (
          <div className="grid gap-4">
            <div className="flex items-center gap-4">
              <ScoreRing score={result.overallScore} />
              <p className="text-slate-800 text-sm" data-testid="score-summary">
                {scoreSummary(result.overallScore)}
              </p>
            </div>
            <SubScoreBars scores={result} />
          </div>
        )}
      </Panel>

      <Panel title="For you" badge={<Badge variant="default">Pro</Badge>}>
        {loading ? (
          <div className="grid gap-2">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : result !== null && result.suggestions.length === 0 ? (
          <p className="text-center text-slate-600 text-sm">No suggestions: your resume covers what this posting asks for.</p>
        ) : (
          <SuggestionList suggestions={result?.suggestions ?? []} onApply={reviewing ? undefined : onApplySuggestion} />
        )}
      </Panel>

      <Panel title="AI Optimizer">
        <ProFeatureGate feature="AI Optimizer">
          <p className="text-slate-600 text-xs">
            Rewrites your resume for this posting: stronger verbs, consistent bullets, and the skills your experience already shows. You
            review every change before it is kept.
          </p>
          <Button className="w-full" onClick={onOptimize} disabled={optimizing || reviewing}>
            {optimizing ? "AI-Optimizing..." : "AI-Optimize"}
          </Button>
        </ProFeatureGate>
      </Panel>

      <Panel>
        <KeywordBox onAdd={onAddKeyword} disabled={reviewing} />
      </Panel>

      {result !== null && !loading && (
        <Panel title="Keywords">
          <KeywordList keywords={result.matchedKeywords} />
        </Panel>
      )}
    </aside>
  );
}

function Panel({ title, badge, children }: { title?: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <section className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label={title}>
      {title && (
        <h2 className="flex items-center gap-2 font-semibold text-slate-900 text-sm">
          {title}
          {badge}
        </h2>
      )}
      {children}
    </section>
  );
}
