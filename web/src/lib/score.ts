/** A score as the UI shows it: a whole number from 0 to 100 (anything else is clamped; NaN shows as 0). */
export function clampScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.round(Math.min(100, Math.max(0, score)));
}
