/**
 * The sandbox billing provider: Stripe's states and calls, confirmed locally. Checkout stores a pending payment whose
 * client secret the web app confirms with a test card; no card is ever charged and nothing leaves the machine.
 * Test cards are Stripe's: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
 */
import { randomBytes } from "node:crypto";
import type { Database } from "../db/database.ts";
import { completeSandboxPayment, getSandboxPayment, insertSandboxPayment } from "../db/sandbox-payments.ts";
import { cancelAtPeriodEnd } from "../db/subscriptions.ts";
import type { BillingProvider } from "./provider.ts";
import { addCalendarMonth } from "./subscription.ts";

export const SANDBOX_PRICE_IDS = { plus: "price_sandbox_plus", pro: "price_sandbox_pro" } as const;

/** The web app's own billing page stands in for Stripe's customer portal. */
export const SANDBOX_PORTAL_URL = "/settings?billing=sandbox";

const SUCCEEDING_CARD = "4242424242424242";
const DECLINED_CARD = "4000000000000002";

export type SandboxCardOutcome = "succeeded" | "declined" | "invalid";

/** Spaces are optional ("4242 4242 4242 4242"); any number but the two test cards is invalid. */
export function classifySandboxCard(card: string): SandboxCardOutcome {
  const digits = card.replace(/ /g, "");
  if (digits === SUCCEEDING_CARD) return "succeeded";
  if (digits === DECLINED_CARD) return "declined";
  return "invalid";
}

export const sandboxBilling: BillingProvider = {
  kind: "sandbox",
  priceIds: SANDBOX_PRICE_IDS,

  async createSubscription({ db, userId, plan, now }) {
    // 256 random bits: the secret is the payment's only handle, so it must not be guessable.
    const clientSecret = `sandbox_pi_secret_${randomBytes(32).toString("base64url")}`;
    await insertSandboxPayment(db, { clientSecret, userId, plan, createdAt: now });
    return { clientSecret };
  },

  async cancelSubscription({ db, userId, currentPeriodEnd, now }) {
    const cancelAt = currentPeriodEnd ?? now;
    await cancelAtPeriodEnd(db, userId, cancelAt);
    return { cancelAt };
  },

  async createPortalSession() {
    return { url: SANDBOX_PORTAL_URL };
  },
};

export type SandboxConfirmation =
  | { ok: true; plan: "plus" | "pro"; currentPeriodEnd: Date }
  | { ok: false; error: "unknown_payment" | "not_yours" | "already_used" | "card_declined" | "card_invalid" };

/**
 * Confirms the payment `clientSecret` names, for `userId` (its owner) with `card`. Success activates the plan for one
 * calendar month from `now`. A declined or invalid card changes nothing and leaves the payment open for another try.
 */
export async function confirmSandboxPayment(
  db: Database,
  { clientSecret, card, userId, now }: { clientSecret: string; card: string; userId: string; now: Date },
): Promise<SandboxConfirmation> {
  const payment = await getSandboxPayment(db, clientSecret);
  if (!payment) return { ok: false, error: "unknown_payment" };
  if (payment.userId !== userId) return { ok: false, error: "not_yours" };
  if (payment.status !== "pending") return { ok: false, error: "already_used" };
  const outcome = classifySandboxCard(card);
  if (outcome === "declined") return { ok: false, error: "card_declined" };
  if (outcome === "invalid") return { ok: false, error: "card_invalid" };
  const currentPeriodEnd = addCalendarMonth(now);
  const completed = await completeSandboxPayment(db, payment, { confirmedAt: now, currentPeriodEnd });
  return completed ? { ok: true, plan: payment.plan, currentPeriodEnd } : { ok: false, error: "already_used" };
}
