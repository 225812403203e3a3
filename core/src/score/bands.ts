/** The score bands of SPEC.md section 4 and the summary texts of section 2. */

export type ScoreBand = "good" | "warning" | "error";

/** 80 or more: good; 60 to 79: warning; below 60: error. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return "good";
  if (score >= 60) return "warning";
  return "error";
}

export function scoreSummary(overallScore: number): string {
  const band = scoreBand(overallScore);
  if (band === "good") return "Great! Your resume is well-optimized.";
  if (band === "warning") return "Good start. We found areas to improve.";
  return "We found several ways to strengthen your resume.";
}

export type ImpactBand = "excellent" | "good" | "fair" | "poor";

/** A suggestion's badge uses scoreImpact x 10: 80 or more excellent, 60 good, 40 fair, else poor. */
export function impactBand(scoreImpact: number): ImpactBand {
  const value = scoreImpact * 10;
  if (value >= 80) return "excellent";
  if (value >= 60) return "good";
  if (value >= 40) return "fair";
  return "poor";
}

export type HistoryBadge = "green" | "yellow" | "red";

/** History cards: 80 or more green, 60 or more yellow, else red. */
export function historyBadge(score: number): HistoryBadge {
  if (score >= 80) return "green";
  if (score >= 60) return "yellow";
  return "red";
}
