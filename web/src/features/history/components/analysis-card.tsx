import { Link } from "react-router-dom";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "../../../components/ui/card.tsx";
import { clampScore } from "../../../lib/score.ts";
import type { SavedAnalysis } from "../api/get-analyses.ts";
import { analysisTitle, descriptionPreview, formatDateTime, matchBadgeVariant } from "../utils/history-display.ts";
import { changeText, describeTrend, type TrendPoint } from "../utils/score-trends.ts";
import { ScoreTrendChart } from "./score-trend-chart.tsx";

const SCORE_TILES = [
  { label: "Overall", key: "overallScore" },
  { label: "Hard Skills", key: "hardSkillsScore" },
  { label: "Soft Skills", key: "softSkillsScore" },
  { label: "Formatting", key: "formattingScore" },
] as const;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export interface AnalysisCardProps {
  analysis: SavedAnalysis;
  /** This job's overall scores, oldest first, when it was analyzed more than once and this is the newest analysis. */
  jobTrend?: readonly TrendPoint[];
}

/** One saved analysis (SPEC.md section 2): title, when, match badge, four scores, posting preview, counts, details link. */
export function AnalysisCard({ analysis, jobTrend }: AnalysisCardProps) {
  const title = analysisTitle(analysis);
  const overall = clampScore(analysis.overallScore);
  // matchedKeywords lists every keyword of the posting; the missing ones are not matches.
  const matched = analysis.matchedKeywords.filter((keyword) => keyword.matchType !== "missing").length;
  const headingId = `analysis-${analysis.id}-title`;

  return (
    <Card role="article" aria-labelledby={headingId} data-testid="analysis-card">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <h2 id={headingId} className="font-semibold text-lg leading-tight break-words">
              {title}
            </h2>
            <CardDescription>
              <time dateTime={analysis.createdAt}>{formatDateTime(analysis.createdAt)}</time>
            </CardDescription>
          </div>
          <Badge variant={matchBadgeVariant(overall)} data-testid="match-badge">
            {overall}% match
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {SCORE_TILES.map((tile) => (
            <div key={tile.key} className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-center">
              <dt className="text-slate-600 text-xs">{tile.label}</dt>
              <dd className="font-semibold text-lg text-slate-900">{clampScore(analysis[tile.key])}</dd>
            </div>
          ))}
        </dl>
        {analysis.jobDescription.trim() !== "" && (
          <p className="break-words text-slate-700 text-sm" data-testid="description-preview">
            {descriptionPreview(analysis.jobDescription)}
          </p>
        )}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-slate-600 text-sm">
          <span>{plural(matched, "matched keyword", "matched keywords")}</span>
          <span>{plural(analysis.suggestions.length, "suggestion", "suggestions")}</span>
        </p>
        {jobTrend && jobTrend.length > 1 && (
          <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 px-3 py-2">
            <ScoreTrendChart size="small" points={jobTrend} label={describeTrend(`Overall score for ${title}`, jobTrend)} />
            <p className="text-slate-600 text-xs">
              Analyzed {jobTrend.length} times for this job: {changeText(jobTrend)} since the first.
            </p>
          </div>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" size="sm">
          <Link to={`/?loadAnalysis=${encodeURIComponent(analysis.id)}`} aria-label={`View Details of ${title}`}>
            View Details
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
