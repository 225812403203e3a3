/** POST /api/optimize-resume: the AI optimizer's rewrite of the resume for the posting, counted against the plan's limit. */
import type { KeywordItem, Suggestion } from "@jobfit/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "../../../lib/api-client.ts";
import { subscriptionKeys } from "../../../lib/subscription/subscription-queries.ts";

export interface OptimizeResumeInput {
  resumeText: string;
  jobDescription: string;
  /** The analysis the rewrite should act on; its suggestions say what to focus on. */
  analysisResult: { matchedKeywords: readonly KeywordItem[]; suggestions: readonly Suggestion[] } | null;
  userId: string | null;
}

/** SPEC.md section 8's internal errors are thrown before any request is made. */
export async function optimizeResume({ resumeText, jobDescription, analysisResult, userId }: OptimizeResumeInput) {
  if (analysisResult === null) throw new Error("No analysis result available");
  if (userId === null) throw new Error("Authentication required");
  const response = await api.api["optimize-resume"].$post({
    json: {
      resumeText,
      jobDescription,
      // Only what a rewriter reads (api/src/ai/rewriter.ts): the keywords' match and the suggestions' words.
      analysisResult: {
        matchedKeywords: analysisResult.matchedKeywords.map(({ text, matchType }) => ({ text, matchType })),
        suggestions: analysisResult.suggestions.map(({ title, description }) => ({ title, description })),
      },
      userId,
    },
  });
  return readJson(response);
}

/** A success used up part of the plan's allowance, so the subscription info (usage, access) is read again. */
export function useOptimizeResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["optimize-resume"],
    mutationFn: optimizeResume,
    onSuccess: (_data, { userId }) => {
      // Not awaited: the optimized text is shown at once, the gate catches up when the refetch answers.
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.info(userId) });
    },
  });
}
