/** A signed-in user's profile sync and saved analyses. Every call is the caller's own: a different uid is a 403. */
import { Hono } from "hono";
import { z } from "zod";
import type { IdentityVariables } from "../auth/middleware.ts";
import { requireSameUser } from "../auth/middleware.ts";
import { DEFAULT_PAGE_SIZE, decodeAnalysisCursor, listAnalyses, MAX_PAGE_SIZE, toSavedAnalysis } from "../db/analyses.ts";
import { getDatabase } from "../db/context.ts";
import { ensureUserProfile } from "../db/users.ts";
import { ApiError } from "../errors.ts";
import { validate } from "../validation.ts";

/** SPEC.md section 3: the backend user sync payload. */
const userSyncSchema = z.object({
  id: z.string().min(1).max(128),
  displayName: z.string().max(200).nullable(),
  email: z.string().max(320).nullable(),
  photoURL: z.string().max(2048).nullable(),
});

const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});

export const userRoutes = new Hono<{ Variables: IdentityVariables }>()
  // Sent after every sign-in: creates the profile the first time, refreshes name, email and photo after that.
  .post("/", validate("json", userSyncSchema), async (c) => {
    const profile = c.req.valid("json");
    requireSameUser(c, profile.id);
    await ensureUserProfile(getDatabase().db, profile);
    return c.json({ success: true } as const, 200);
  })
  // Newest first; the next page's cursor comes in the X-Next-Cursor header (absent on the last page).
  .get("/:uid/analyses", validate("query", pageQuerySchema), async (c) => {
    const user = requireSameUser(c, c.req.param("uid"));
    const { limit, cursor } = c.req.valid("query");
    if (cursor !== undefined && !decodeAnalysisCursor(cursor)) throw new ApiError(400, "bad_request", "Invalid cursor");
    const page = await listAnalyses(getDatabase().db, user.uid, { limit, cursor: cursor ?? null });
    if (page.nextCursor) c.header("X-Next-Cursor", page.nextCursor);
    return c.json(page.items.map(toSavedAnalysis), 200);
  });
