/** GET /api/user/{uid}/analyses: the signed-in user's saved analyses, newest first, a page at a time (X-Next-Cursor). */
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, readJson } from "../../../lib/api-client.ts";
import { savedAnalysesKey } from "../../../lib/saved-analyses-key.ts";

export async function getAnalysesPage(uid: string, cursor: string | null) {
  const response = await api.api.user[":uid"].analyses.$get({ param: { uid }, query: cursor === null ? {} : { cursor } });
  // The cursor rides in a header, so it is read before the body is consumed.
  const nextCursor = response.headers.get("X-Next-Cursor");
  const items = await readJson(response);
  return { items, nextCursor: nextCursor || null };
}

export type AnalysesPage = Awaited<ReturnType<typeof getAnalysesPage>>;
export type SavedAnalysis = AnalysesPage["items"][number];

export function analysesQueryOptions(uid: string) {
  return infiniteQueryOptions({
    queryKey: savedAnalysesKey(uid),
    queryFn: ({ pageParam }) => getAnalysesPage(uid, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** Asks only once the user is known, so the request carries their token. */
export function useAnalyses(uid: string | null) {
  return useInfiniteQuery({ ...analysesQueryOptions(uid ?? ""), enabled: uid !== null });
}
