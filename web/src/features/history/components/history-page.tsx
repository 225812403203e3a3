import { useEffect, useMemo } from "react";
import { Link } from "react-router-dom";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useAuth } from "../../../lib/auth/auth-provider.tsx";
import { toast } from "../../../lib/toast.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { type SavedAnalysis, useAnalyses } from "../api/get-analyses.ts";
import { describeTrend, overallTrend, repeatedJobTrends } from "../utils/score-trends.ts";
import { AnalysisCard } from "./analysis-card.tsx";
import { ScoreTrendChart } from "./score-trend-chart.tsx";

/** SPEC.md section 2: the signed-in user's saved analyses, newest first. */
export function HistoryPage() {
  useDocumentTitle("Analysis History");
  const { state } = useAuth();
  const uid = state.user?.uid ?? null;
  const analyses = useAnalyses(uid);

  // Once per failure (SPEC.md section 8), whether the first page or a later one failed.
  const failedAt = analyses.isError ? analyses.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt !== 0) toast({ title: "Failed to fetch analyses", variant: "destructive" });
  }, [failedAt]);

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Analysis History</h1>
      {state.status === "signed-out" ? (
        <SignedOut />
      ) : state.status === "loading" || analyses.isPending ? (
        <HistoryLoading />
      ) : analyses.isError && analyses.data === undefined ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
          Failed to load your analysis history. Please try again later.
        </p>
      ) : (
        <AnalysisList
          items={analyses.data.pages.flatMap((page) => page.items)}
          hasMore={analyses.hasNextPage}
          loadingMore={analyses.isFetchingNextPage}
          onLoadMore={() => void analyses.fetchNextPage()}
        />
      )}
    </div>
  );
}

function SignedOut() {
  return (
    <Card>
      <div className="grid justify-items-start gap-4 p-6">
        <p className="text-slate-700">Please sign in to view your analysis history.</p>
        <Button asChild variant="outline">
          <Link to="/optimizer">Go to the optimizer</Link>
        </Button>
      </div>
    </Card>
  );
}

function HistoryLoading() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading analysis history" className="grid gap-4">
      {[0, 1, 2].map((n) => (
        <Card key={n} data-testid="history-skeleton">
          <div className="grid gap-3 p-6">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-4 w-1/4" />
            <div className="grid grid-cols-4 gap-2">
              {[0, 1, 2, 3].map((tile) => (
                <Skeleton key={tile} className="h-14" />
              ))}
            </div>
            <Skeleton className="h-10 w-full" />
          </div>
        </Card>
      ))}
    </div>
  );
}

interface AnalysisListProps {
  items: SavedAnalysis[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

function AnalysisList({ items, hasMore, loadingMore, onLoadMore }: AnalysisListProps) {
  const jobTrends = useMemo(() => repeatedJobTrends(items), [items]);

  if (items.length === 0) {
    return (
      <Card>
        <div className="grid justify-items-center gap-3 p-10 text-center">
          <p className="font-semibold text-lg text-slate-900">No analyses yet</p>
          <p className="text-slate-600 text-sm">Your saved analyses appear here after you analyze a resume while signed in.</p>
          <Button asChild>
            <Link to="/optimizer">Analyze Resume</Link>
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <>
      {items.length > 1 && <OverallTrendCard items={items} />}
      <section aria-label="Saved analyses" className="grid gap-4">
        {items.map((analysis) => (
          <AnalysisCard key={analysis.id} analysis={analysis} jobTrend={jobTrends.get(analysis.id)} />
        ))}
      </section>
      {hasMore && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? "Loading..." : "Load more"}
          </Button>
        </div>
      )}
    </>
  );
}

function OverallTrendCard({ items }: { items: SavedAnalysis[] }) {
  const points = useMemo(() => overallTrend(items), [items]);
  const scores = points.map((point) => point.score);
  const latest = scores.at(-1) ?? 0;
  const best = Math.max(...scores);
  const average = Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);

  return (
    <Card>
      <CardHeader className="pb-2">
        <h2 className="font-semibold text-lg leading-tight text-base">Overall score over time</h2>
        <CardDescription>
          Latest {latest} · Best {best} · Average {average}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ScoreTrendChart points={points} label={describeTrend("Overall score", points)} className="max-h-56" />
      </CardContent>
    </Card>
  );
}
