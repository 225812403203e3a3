/** Deleting an account cancels its paid plan first, so no provider keeps billing a person who is gone. */
import { getDatabase } from "../db/context.ts";
import type { User } from "../db/users.ts";
import { getClock } from "./clock.ts";
import { getBillingProvider } from "./provider.ts";
import { effectiveSubscription } from "./subscription.ts";

export async function cancelPlanBeforeAccountDeletion(user: User): Promise<void> {
  const now = getClock().now();
  const current = effectiveSubscription(user, now);
  if (current.plan === "free" || current.status === "canceled") return;
  await getBillingProvider().cancelSubscription({ db: getDatabase().db, userId: user.id, currentPeriodEnd: current.currentPeriodEnd, now });
}
