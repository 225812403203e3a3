/** The newsletter_subscribers table: the blog's newsletter form. */
import { eq } from "drizzle-orm";
import type { Database } from "./database.ts";
import { newsletterSubscribersTable } from "./schema.ts";

/** One address is one row whatever its case or surrounding spaces. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Idempotent: subscribing an address twice keeps one row. True when the address is new. */
export async function subscribe(db: Database, email: string): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscribersTable)
    .values({ email: normalizeEmail(email) })
    .onConflictDoNothing({ target: newsletterSubscribersTable.email })
    .returning({ email: newsletterSubscribersTable.email });
  return inserted.length > 0;
}

/** Removes an address from the list, however it is typed; removing one that is not there changes nothing. */
export async function unsubscribe(db: Database, email: string): Promise<void> {
  await db.delete(newsletterSubscribersTable).where(eq(newsletterSubscribersTable.email, normalizeEmail(email)));
}
