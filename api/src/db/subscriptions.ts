/** The plan fields of the users table, as billing writes them. */
import { eq } from "drizzle-orm";
import type { Database } from "./database.ts";
import { type Plan, usersTable } from "./schema.ts";

/**
 * Makes sure the signed-in caller has a users row (billing rows and usage rows point at it) without touching a profile
 * that the sign-in sync already wrote: normally that sync made it, but a call may race it.
 */
export async function ensureUserRow(db: Database, user: { id: string; email: string | null; displayName: string | null }): Promise<void> {
  await db
    .insert(usersTable)
    .values({ id: user.id, email: user.email, displayName: user.displayName })
    .onConflictDoNothing({ target: usersTable.id });
}

/** A paid period starts: the plan is active until `currentPeriodEnd`, and any earlier cancellation is forgotten. */
export async function activatePaidPlan(
  db: Database,
  userId: string,
  { plan, currentPeriodEnd }: { plan: Exclude<Plan, "free">; currentPeriodEnd: Date },
): Promise<void> {
  await db
    .update(usersTable)
    .set({ plan, subscriptionStatus: "active", currentPeriodEnd, cancelAt: null })
    .where(eq(usersTable.id, userId));
}

/** Canceled at the period's end: the plan stays until `cancelAt`, after which reads derive Free. */
export async function cancelAtPeriodEnd(db: Database, userId: string, cancelAt: Date): Promise<void> {
  await db.update(usersTable).set({ subscriptionStatus: "canceled", cancelAt }).where(eq(usersTable.id, userId));
}
