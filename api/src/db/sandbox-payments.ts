/** The sandbox_payments table: checkouts of the local billing provider, each confirmed at most once. */
import { and, eq } from "drizzle-orm";
import type { Database } from "./database.ts";
import { type Plan, type SandboxPaymentRow, sandboxPaymentsTable } from "./schema.ts";
import { activatePaidPlan } from "./subscriptions.ts";

export type SandboxPayment = SandboxPaymentRow;

export async function insertSandboxPayment(
  db: Database,
  payment: { clientSecret: string; userId: string; plan: Exclude<Plan, "free">; createdAt: Date },
): Promise<SandboxPayment> {
  const [row] = await db.insert(sandboxPaymentsTable).values(payment).returning();
  if (!row) throw new Error("insertSandboxPayment: the insert returned no row");
  return row;
}

export async function getSandboxPayment(db: Database, clientSecret: string): Promise<SandboxPayment | null> {
  const [row] = await db.select().from(sandboxPaymentsTable).where(eq(sandboxPaymentsTable.clientSecret, clientSecret));
  return row ?? null;
}

/**
 * Marks a pending payment succeeded and starts its paid period, in one transaction. False when the payment is no
 * longer pending (a second confirmation, even a simultaneous one), and then nothing changes.
 */
export async function completeSandboxPayment(
  db: Database,
  payment: Pick<SandboxPayment, "id" | "userId" | "plan">,
  { confirmedAt, currentPeriodEnd }: { confirmedAt: Date; currentPeriodEnd: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(sandboxPaymentsTable)
      .set({ status: "succeeded", confirmedAt })
      .where(and(eq(sandboxPaymentsTable.id, payment.id), eq(sandboxPaymentsTable.status, "pending")))
      .returning({ id: sandboxPaymentsTable.id });
    if (claimed.length === 0) return false;
    await activatePaidPlan(tx, payment.userId, { plan: payment.plan, currentPeriodEnd });
    return true;
  });
}
