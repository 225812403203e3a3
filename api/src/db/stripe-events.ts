/** The stripe_events table: makes webhook handling idempotent by event id. */
import type { Database } from "./database.ts";
import { stripeEventsTable } from "./schema.ts";

/**
 * Records a webhook event id. True the first time, false on a replay, so the caller applies an event only once.
 * Call it in the same transaction as the event's effects, so a failure there lets Stripe's retry apply it again.
 */
export async function recordStripeEventOnce(db: Database, id: string, type: string): Promise<boolean> {
  const inserted = await db
    .insert(stripeEventsTable)
    .values({ id, type })
    .onConflictDoNothing({ target: stripeEventsTable.id })
    .returning({ id: stripeEventsTable.id });
  return inserted.length > 0;
}
