/**
 * The privacy calls: a user downloads everything stored about them, or deletes it. Owner only: another uid is a 403.
 * Mounted under /api/user beside routes/users.ts (the paths do not overlap).
 */
import { Hono } from "hono";
import { getIdentityProvider } from "../auth/context.ts";
import { type IdentityVariables, requireSameUser } from "../auth/middleware.ts";
import { getDatabase } from "../db/context.ts";
import { unsubscribe } from "../db/newsletter.ts";
import { collectUserData } from "../db/user-data.ts";
import { deleteUser, getUser, type User } from "../db/users.ts";
import { ApiError } from "../errors.ts";

export interface PrivacyHooks {
  /**
   * Runs before an account's rows are deleted, with the user's row: billing cancels a paid plan here (the row holds
   * the Stripe ids, which are gone afterwards). If it throws, nothing is deleted and the caller gets the error.
   */
  beforeDeleteAccount?: (user: User) => Promise<void>;
}

export const EXPORT_FILENAME = "jobfit-export.json";

export function createPrivacyRoutes(hooks: PrivacyHooks = {}) {
  return (
    new Hono<{ Variables: IdentityVariables }>()
      // A download of the whole account. After a delete there is nothing left: 404.
      .get("/:uid/export", async (c) => {
        const user = requireSameUser(c, c.req.param("uid"));
        const data = await collectUserData(getDatabase().db, user.uid);
        if (!data) throw new ApiError(404, "not_found", "No data is stored for this account");
        return c.json({ exportedAt: new Date().toISOString(), ...data }, 200, {
          "Content-Disposition": `attachment; filename="${EXPORT_FILENAME}"`,
          "Cache-Control": "no-store",
        });
      })
      // Deletes the profile and, by cascade, analyses, optimizer usage and API keys, and takes the sign-in address off
      // the newsletter, then deletes the sign-in account itself. Deleting what is already gone answers the same, so a
      // retried request cannot fail.
      .delete("/:uid", async (c) => {
        const user = requireSameUser(c, c.req.param("uid"));
        const { db } = getDatabase();
        const row = await getUser(db, user.uid);
        if (row) {
          await hooks.beforeDeleteAccount?.(row);
          await deleteUser(db, user.uid);
        }
        // The token's address, which the user has proved is theirs; the profile's is whatever the client last sent.
        if (user.email) await unsubscribe(db, user.email);
        await getIdentityProvider().deleteAccount(user.uid);
        return c.json({ deleted: true } as const, 200);
      })
  );
}
