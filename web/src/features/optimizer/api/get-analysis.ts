/** GET /api/analysis/{id}: one of the signed-in user's saved analyses (SPEC.md section 2, `?loadAnalysis={id}`). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, readJson } from "../../../lib/api-client.ts";

export async function getAnalysis(id: string) {
  return readJson(await api.api.analysis[":id"].$get({ param: { id } }));
}

export type SavedAnalysis = Awaited<ReturnType<typeof getAnalysis>>;

/** Keyed by the user too: an analysis is its owner's only, so another account must never be served it from the cache. */
export function savedAnalysisQueryOptions(id: string, uid: string | null) {
  return queryOptions({ queryKey: ["analysis", uid, id] as const, queryFn: () => getAnalysis(id) });
}

/** Asks only once `enabled` (the auth state is known), so a signed-in user's request carries their token. */
export function useSavedAnalysis(id: string | null, uid: string | null, enabled: boolean) {
  return useQuery({ ...savedAnalysisQueryOptions(id ?? "", uid), enabled: enabled && id !== null });
}
