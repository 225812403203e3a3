/** One saved analysis, for its owner only: anyone else gets the same 404 as for an id that does not exist. */
import { Hono } from "hono";
import type { IdentityVariables } from "../auth/middleware.ts";
import { requireUser } from "../auth/middleware.ts";
import { getAnalysisForOwner, toSavedAnalysis } from "../db/analyses.ts";
import { getDatabase } from "../db/context.ts";
import { ApiError } from "../errors.ts";

export const analysisRoutes = new Hono<{ Variables: IdentityVariables }>().get("/:id", async (c) => {
  const user = requireUser(c);
  const row = await getAnalysisForOwner(getDatabase().db, c.req.param("id"), user.uid);
  if (!row) throw new ApiError(404, "not_found", "Analysis not found");
  return c.json(toSavedAnalysis(row), 200);
});
