/** The optimizer_usage table: one row per successful AI optimization, counted against the plan's limit. */
import { and, count, eq, gte } from "drizzle-orm";
import type { Database } from "./database.ts";
import { optimizerUsageTable, usersTable } from "./schema.ts";

/** How many optimizations `userId` has used since `since` (inclusive). */
export async function usageSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ used: count() })
    .from(optimizerUsageTable)
    .where(and(eq(optimizerUsageTable.userId, userId), gte(optimizerUsageTable.createdAt, since)));
  return row?.used ?? 0;
}

export interface UsageLimit {
  /** Optimizations allowed per window (Infinity for unlimited). */
  limit: number;
  /** The window's start: rows from then on count. */
  windowStart: Date;
  /** When this optimization happens, from the caller's clock (tests move it); default: the database's now. */
  at?: Date;
}

export type OptimizationOutcome<T> =
  | { ok: true; value: T; used: number }
  | { ok: false; error: "limit_reached"; used: number; limit: number };

/**
 * Runs `work` (the AI call) only if `userId` is under `limit`, and counts it only if it succeeds.
 *
 * The check and the count happen in one short transaction that locks the user's row (`SELECT … FOR UPDATE`), so
 * concurrent calls for one user take turns and can never together exceed the limit. That transaction reserves the
 * slot by inserting the usage row; `work` then runs outside it and, if it throws, the reservation is deleted.
 * Running `work` inside the transaction instead would hold a pooled connection and the user's row lock for the whole
 * AI call, and on PGlite (one connection) would stall every other query of the server meanwhile.
 * While a call is in flight its slot counts as used, so a second call at the limit is refused rather than made to wait.
 */
export async function recordOptimizationWithinLimit<T>(
  db: Database,
  userId: string,
  { limit, windowStart, at }: UsageLimit,
  work: () => Promise<T>,
): Promise<OptimizationOutcome<T>> {
  const reservation = await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: usersTable.id }).from(usersTable).where(eq(usersTable.id, userId)).for("update");
    if (!user) throw new Error("recordOptimizationWithinLimit: no such user");
    const used = await usageSince(tx, userId, windowStart);
    if (used >= limit) return { reserved: false, used } as const;
    const [row] = await tx
      .insert(optimizerUsageTable)
      .values({ userId, ...(at ? { createdAt: at } : {}) })
      .returning({ id: optimizerUsageTable.id });
    if (!row) throw new Error("recordOptimizationWithinLimit: the insert returned no row");
    return { reserved: true, id: row.id, used: used + 1 } as const;
  });
  if (!reservation.reserved) return { ok: false, error: "limit_reached", used: reservation.used, limit };

  let value: T;
  try {
    value = await work();
  } catch (error) {
    await db
      .delete(optimizerUsageTable)
      .where(eq(optimizerUsageTable.id, reservation.id))
      .catch((cleanup: Error) => console.error("Could not release an optimizer usage reservation:", cleanup.message));
    throw error;
  }
  return { ok: true, value, used: reservation.used };
}
