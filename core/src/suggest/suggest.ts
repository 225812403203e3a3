/**
 * Suggestions, each with the overall-score gain if applied. The gain is never guessed: the analysis's parts are
 * changed as the suggestion would change them (a keyword found, a check passed, the title present) and scored again.
 */
import type { Check, Suggestion, SuggestionPriority } from "../contracts.ts";
import type { KeywordMatch } from "../match/match.ts";
import { computeScores, type ScoreParts } from "../score/scores.ts";

/** Checks the AI optimizer can fix without knowing more than the resume says. */
const REWRITABLE_CHECKS = new Set(["weak-openers", "first-person", "bullets"]);
const MAX_KEYWORD_SUGGESTIONS = 15;

export interface SuggestionInput {
  parts: ScoreParts;
  matches: readonly KeywordMatch[];
  checks: readonly Check[];
  jobTitle: string;
}

function priorityFor(impact: number, urgent: boolean): SuggestionPriority {
  if (impact >= 4 || (urgent && impact >= 2)) return "high";
  if (impact >= 2 || urgent) return "medium";
  return "low";
}

const PRIORITY_RANK: Record<SuggestionPriority, number> = { high: 0, medium: 1, low: 2 };

export function suggestImprovements({ parts, matches, checks, jobTitle }: SuggestionInput): Suggestion[] {
  const base = computeScores(parts).overallScore;
  const gain = (changed: ScoreParts) => computeScores(changed).overallScore - base;
  const suggestions: Suggestion[] = [];

  const unmatched = matches
    .map((match, index) => ({ match, index }))
    .filter(({ match }) => match.matchType !== "perfect")
    .slice(0, MAX_KEYWORD_SUGGESTIONS);
  for (const { match, index } of unmatched) {
    const keywords = parts.keywords.map((k, i) => (i === index ? { ...k, matchType: "perfect" as const } : k));
    const impact = gain({ ...parts, keywords });
    const { keyword } = match;
    const asked = `${keyword.required ? "required" : "preferred"}${keyword.occurrences > 1 ? `, asked ${keyword.occurrences} times` : ""}`;
    if (match.matchType === "missing") {
      suggestions.push({
        id: `add-keyword:${keyword.id}`,
        title: `Add '${keyword.text}'`,
        description:
          keyword.kind === "hard"
            ? `The posting asks for ${keyword.text} (${asked}). If you have this experience, name it in your Skills section and in the bullet where you used it.`
            : `The posting asks for ${keyword.text} (${asked}). If it describes you, show it in a bullet with an example.`,
        priority: priorityFor(impact, keyword.required && keyword.kind === "hard"),
        scoreImpact: impact,
        isPro: false,
      });
    } else {
      const found = match.foundAs[0] ?? "";
      const wordForm = match.tooltip.startsWith("Only '");
      suggestions.push({
        id: `${wordForm ? "use-wording" : "confirm-skill"}:${keyword.id}`,
        title: wordForm ? `Use the posting's wording: '${keyword.text}'` : `Name '${keyword.text}' if you have it`,
        description: wordForm
          ? `Your resume says '${found}'; ATSs that match exact words look for '${keyword.text}' (${asked}). Use the posting's wording where it is true.`
          : `${match.tooltip}. If you have used ${keyword.text} itself, say so.`,
        priority: priorityFor(impact, keyword.required && keyword.kind === "hard"),
        scoreImpact: impact,
        isPro: wordForm,
      });
    }
  }

  if (parts.titleScore < 100) {
    const impact = gain({ ...parts, titleScore: 100 });
    suggestions.push({
      id: "job-title",
      title: "Match the job title",
      description: `The posting's title is '${jobTitle}'. If it fits your experience, use it in your summary or headline so ATSs and recruiters see the match.`,
      priority: priorityFor(impact, false),
      scoreImpact: impact,
      isPro: false,
    });
  }

  for (const check of checks) {
    if (check.status === "pass" || check.penalty === 0) continue;
    const impact = gain({ ...parts, formattingScore: Math.min(100, parts.formattingScore + check.penalty) });
    suggestions.push({
      id: `check:${check.id}`,
      title: check.fix.split(/[.;:]/)[0] ?? check.title,
      description: `${check.detail} ${check.why}`,
      priority: priorityFor(impact, check.status === "fail"),
      scoreImpact: impact,
      isPro: REWRITABLE_CHECKS.has(check.id),
    });
  }

  return suggestions
    .filter((s) => s.scoreImpact > 0)
    .sort((a, b) => b.scoreImpact - a.scoreImpact || PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || a.id.localeCompare(b.id));
}
