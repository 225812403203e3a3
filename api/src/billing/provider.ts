/**
 * Who takes the money: the sandbox locally (no account, no network, no card charged), Stripe in production.
 * The routes speak only to this interface, so Stripe mode arrives behind the same calls. The plan fields of the users
 * table stay the one source the routes read; a provider writes them (the sandbox directly, Stripe from its webhooks).
 */
import type { Database } from "../db/database.ts";
import type { PaidPlanId } from "./plans.ts";
import { sandboxBilling } from "./sandbox.ts";

export interface BillingProvider {
  readonly kind: "sandbox" | "stripe";
  /** The price id of each paid plan, as `GET /api/subscription-plans` lists them and checkout sends them back. */
  readonly priceIds: Record<PaidPlanId, string>;
  /** Starts a checkout for `plan`; the web app confirms the payment with the returned client secret. */
  createSubscription(request: { db: Database; userId: string; plan: PaidPlanId; now: Date }): Promise<{ clientSecret: string }>;
  /** Cancels at the end of the paid period; access lasts until the returned moment. */
  cancelSubscription(request: { db: Database; userId: string; currentPeriodEnd: Date | null; now: Date }): Promise<{ cancelAt: Date }>;
  /** Where the user manages billing: a URL the web app opens in a new tab. */
  createPortalSession(request: { userId: string }): Promise<{ url: string }>;
}

/** The plan a price id buys, or null for a price this provider does not sell. */
export function planForPriceId(provider: Pick<BillingProvider, "priceIds">, priceId: string): PaidPlanId | null {
  const match = (Object.entries(provider.priceIds) as [PaidPlanId, string][]).find(([, id]) => id === priceId);
  return match?.[0] ?? null;
}

let current: BillingProvider = sandboxBilling;

/** server.ts installs Stripe when it is configured; `null` restores the sandbox, the local default. */
export function setBillingProvider(provider: BillingProvider | null): void {
  current = provider ?? sandboxBilling;
}

export function getBillingProvider(): BillingProvider {
  return current;
}
