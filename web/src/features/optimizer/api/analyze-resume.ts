/** POST /api/analyze-resume: the server's scoring of the four fields, saved to the caller's account when signed in. */
import type { AnalyzeResumeRequest } from "@jobfit/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "../../../lib/api-client.ts";
import { allSavedAnalysesKey } from "../../../lib/saved-analyses-key.ts";

export async function analyzeResume(request: AnalyzeResumeRequest) {
  return readJson(await api.api["analyze-resume"].$post({ json: request }));
}

export type AnalyzeResumeResponse = Awaited<ReturnType<typeof analyzeResume>>;

/** Signed in, the server answers the saved analysis's id; an answer without one was not saved. */
export function savedAnalysisId(response: AnalyzeResumeResponse): string | null {
  return "id" in response && typeof response.id === "string" ? response.id : null;
}

export function useAnalyzeResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["analyze-resume"],
    mutationFn: analyzeResume,
    onSuccess: (response) => {
      if (savedAnalysisId(response) !== null) void queryClient.invalidateQueries({ queryKey: allSavedAnalysesKey });
    },
  });
}
