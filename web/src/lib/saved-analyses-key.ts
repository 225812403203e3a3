/**
 * The query key of a user's saved analyses. History reads under it; whatever saves an analysis (the optimizer)
 * invalidates it, so History shows the new one without refetching on every visit.
 */
export const savedAnalysesKey = (uid: string) => ["analyses", uid] as const;
export const allSavedAnalysesKey = ["analyses"] as const;
