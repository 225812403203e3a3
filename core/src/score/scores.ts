/**
 * The scores, from the parts of an analysis. A pure function of its parts, so a suggestion's impact is
 * computed by changing a part and scoring again.
 *
 * Overall blend (each component 0-100):
 *   50% hard skills + 15% soft skills + 10% job title + 10% formatting
 *   + 10% years of experience + 5% education,
 * where experience and education count only as far as the hard skills are relevant: their credit is multiplied by
 * min(1, hard skills / 60), so ten years in another field do not make a fit.
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

/** Weighted coverage, 0-100; a posting that asks for none of this kind leaves nothing missing (100). */
export function coverage(keywords: readonly ScoredKeyword[], kind: "hard" | "soft"): number {
  let total = 0;
  let earned = 0;
  for (const keyword of keywords) {
    if (keyword.kind !== kind) continue;
    total += keyword.weight;
    earned += keyword.weight * credit(keyword.matchType);
  }
  return total === 0 ? 100 : (100 * earned) / total;
}

export function computeScores(parts: ScoreParts): Scores {
  const hard = coverage(parts.keywords, "hard");
  const soft = coverage(parts.keywords, "soft");
  const relevance = Math.min(1, hard / 60);
  const w = OVERALL_WEIGHTS;
  const overall =
    w.hard * hard +
    w.soft * soft +
    w.title * parts.titleScore +
    w.formatting * parts.formattingScore +
    w.experience * parts.experienceScore * relevance +
    w.education * parts.educationScore * relevance;
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
