/**
 * Scores over time, for the history charts: the overall trend of everything loaded, and the progress on one job
 * (the same company and title analyzed more than once). Pure data; the charts draw it.
 */
import { clampScore } from "../../../lib/score.ts";
import { formatDate } from "./history-display.ts";

export interface TrendPoint {
  id: string;
  score: number;
  createdAt: string;
}

interface AnalysisLike {
  id: string;
  companyName: string;
  jobTitle: string;
  overallScore: number;
  createdAt: string;
}

function byTime(a: TrendPoint, b: TrendPoint): number {
  return Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id);
}

/** Oldest first, whatever order the analyses came in (the API sends newest first). */
export function overallTrend(analyses: readonly AnalysisLike[]): TrendPoint[] {
  return analyses.map((a) => ({ id: a.id, score: clampScore(a.overallScore), createdAt: a.createdAt })).sort(byTime);
}

/** Case, spacing and blank fields aside, the same posting: "Acme  - Engineer" and "acme - engineer" are one job. */
export function jobKey({ companyName, jobTitle }: { companyName: string; jobTitle: string }): string {
  const normalize = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase();
  return `${normalize(companyName)}\u0000${normalize(jobTitle)}`;
}

/**
 * For each job analyzed more than once (with a company or title to tell it by), its overall scores oldest first,
 * keyed by the id of its newest analysis: that card is where the job's chart is drawn.
 */
export function repeatedJobTrends(analyses: readonly AnalysisLike[]): Map<string, TrendPoint[]> {
  const groups = new Map<string, AnalysisLike[]>();
  for (const analysis of analyses) {
    if (analysis.companyName.trim() === "" && analysis.jobTitle.trim() === "") continue;
    const key = jobKey(analysis);
    groups.set(key, [...(groups.get(key) ?? []), analysis]);
  }
  const trends = new Map<string, TrendPoint[]>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const points = overallTrend(group);
    const newest = points.at(-1);
    if (newest) trends.set(newest.id, points);
  }
  return trends;
}

/** "up 12 points", "down 3 points", "unchanged". */
export function changeText(points: readonly TrendPoint[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return "unchanged";
  const change = last.score - first.score;
  if (change === 0) return "unchanged";
  const size = Math.abs(change);
  return `${change > 0 ? "up" : "down"} ${size} ${size === 1 ? "point" : "points"}`;
}

/**
 * What the chart shows, in words, for its accessible label: "Overall score across 3 analyses, from 52 on Mar 1, 2025
 * to 78 on Mar 9, 2025: up 26 points."
 */
export function describeTrend(subject: string, points: readonly TrendPoint[], format: (iso: string) => string = formatDate): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `${subject}: no analyses yet.`;
  if (points.length === 1) return `${subject}: one analysis, ${first.score} on ${format(first.createdAt)}.`;
  return `${subject} across ${points.length} analyses, from ${first.score} on ${format(first.createdAt)} to ${last.score} on ${format(last.createdAt)}: ${changeText(points)}.`;
}
