/**
 * The scores, from the parts of an analysis. A pure function of its parts, so a suggestion's impact is
 * computed by changing a part and scoring again.
 *
 * Overall blend (each component 0-100):
 *   50% hard skills + 15% soft skills + 10% job title + 10% formatting
 *   + 10% years of experience + 5% education,
 * where experience and education count only as far as the hard skills are relevant: their credit is multiplied by
 * min(1, hard skills / 60), so ten years in another field do not make a fit. A kind of skill the posting does not ask
 * for shows 100 (nothing is missing) but gives its weight to the other parts instead of free points.
 */
import type { MatchType } from "../contracts.ts";

export const OVERALL_WEIGHTS = { hard: 0.5, soft: 0.15, title: 0.1, formatting: 0.1, experience: 0.1, education: 0.05 } as const;

/** Credit for a partial match (a word form, a related skill, or a goal) against a perfect one. */
export const PARTIAL_CREDIT = 0.5;

export interface ScoredKeyword {
  kind: "hard" | "soft";
  weight: number;
  matchType: MatchType;
}

export interface ScoreParts {
  keywords: readonly ScoredKeyword[];
  titleScore: number;
  experienceScore: number;
  educationScore: number;
  formattingScore: number;
}

export interface Scores {
  overallScore: number;
  hardSkillsScore: number;
  softSkillsScore: number;
  formattingScore: number;
}

function credit(matchType: MatchType): number {
  return matchType === "perfect" ? 1 : matchType === "partial" ? PARTIAL_CREDIT : 0;
}

/** Weighted coverage, 0-100, or null when the posting asks for none of this kind. */
function weightedCoverage(keywords: readonly ScoredKeyword[], kind: "hard" | "soft"): number | null {
  let total = 0;
  let earned = 0;
  for (const keyword of keywords) {
    if (keyword.kind !== kind) continue;
    total += keyword.weight;
    earned += keyword.weight * credit(keyword.matchType);
  }
  return total === 0 ? null : (100 * earned) / total;
}

/** Weighted coverage, 0-100; a posting that asks for none of this kind leaves nothing missing (100). */
export function coverage(keywords: readonly ScoredKeyword[], kind: "hard" | "soft"): number {
  return weightedCoverage(keywords, kind) ?? 100;
}

export function computeScores(parts: ScoreParts): Scores {
  const hardAsked = weightedCoverage(parts.keywords, "hard");
  const softAsked = weightedCoverage(parts.keywords, "soft");
  const hard = hardAsked ?? 100;
  const soft = softAsked ?? 100;
  const relevance = hardAsked === null ? 1 : Math.min(1, hard / 60);
  const w = OVERALL_WEIGHTS;
  const components: Array<[number, number | null]> = [
    [w.hard, hardAsked],
    [w.soft, softAsked],
    [w.title, parts.titleScore],
    [w.formatting, parts.formattingScore],
    [w.experience, parts.experienceScore * relevance],
    [w.education, parts.educationScore * relevance],
  ];
  const weight = components.reduce((sum, [share, value]) => sum + (value === null ? 0 : share), 0);
  const overall = components.reduce((sum, [share, value]) => sum + (value === null ? 0 : share * value), 0) / weight;
  return {
    overallScore: clampScore(overall),
    hardSkillsScore: clampScore(hard),
    softSkillsScore: clampScore(soft),
    formattingScore: clampScore(parts.formattingScore),
  };
}

function clampScore(value: number): number {
  return Math.max(0, Math.min(100, Math.round(value)));
}
