/**
 * Plans and subscriptions (SPEC.md sections 6, 7 and 9). Every call but the plan list is the caller's own.
 * Billing goes through the active provider (the sandbox locally); the plan a user has is always read from the users
 * table at the clock's now, so a canceled plan turns into Free when its period ends without anything running.
 */
import { Hono } from "hono";
import { z } from "zod";
import { type IdentityVariables, requireSameUser, requireUser } from "../auth/middleware.ts";
import { getClock } from "../billing/clock.ts";
import { subscriptionPlans } from "../billing/plans.ts";
import { getBillingProvider, planForPriceId } from "../billing/provider.ts";
import { confirmSandboxPayment, type SandboxConfirmation } from "../billing/sandbox.ts";
import { effectiveSubscription, readSubscriptionInfo } from "../billing/subscription.ts";
import { getDatabase } from "../db/context.ts";
import { ensureUserRow } from "../db/subscriptions.ts";
import { getUser } from "../db/users.ts";
import { ApiError } from "../errors.ts";
import { validate } from "../validation.ts";

const userId = z.string().min(1).max(128);

const createSubscriptionSchema = z.object({ priceId: z.string().min(1).max(200), userId });
const userIdSchema = z.object({ userId });
const confirmPaymentSchema = z.object({ clientSecret: z.string().min(1).max(200), card: z.string().max(64) });

const PLAN_NAMES = { free: "Free", plus: "Plus", pro: "Pro" } as const;

type ConfirmationFailure = Extract<SandboxConfirmation, { ok: false }>["error"];

const CONFIRMATION_ERRORS: Record<ConfirmationFailure, () => ApiError> = {
  unknown_payment: () => new ApiError(400, "bad_request", "This payment does not exist. Please start the checkout again."),
  not_yours: () => new ApiError(403, "forbidden", "That payment is not yours"),
  already_used: () => new ApiError(400, "bad_request", "This payment has already been completed."),
  card_declined: () => new ApiError(402, "card_declined", "Your card was declined."),
  card_invalid: () => new ApiError(400, "card_invalid", "Your card number is invalid."),
};

export const billingRoutes = new Hono<{ Variables: IdentityVariables }>()
  // Public: the subscribe page lists them before sign-in.
  .get("/subscription-plans", (c) => c.json(subscriptionPlans(getBillingProvider().priceIds), 200))
  .get("/user/:uid/subscription", async (c) => {
    const user = requireSameUser(c, c.req.param("uid"));
    return c.json(await readSubscriptionInfo(getDatabase().db, user.uid, getClock().now()), 200);
  })
  .post("/create-subscription", validate("json", createSubscriptionSchema), async (c) => {
    const body = c.req.valid("json");
    const user = requireSameUser(c, body.userId);
    const provider = getBillingProvider();
    const plan = planForPriceId(provider, body.priceId);
    if (!plan) throw new ApiError(400, "bad_request", "Unknown price: choose one of the plans from /api/subscription-plans");
    const { db } = getDatabase();
    const now = getClock().now();
    await ensureUserRow(db, { id: user.uid, email: user.email, displayName: user.name });
    const current = effectiveSubscription(await getUser(db, user.uid), now);
    if (current.plan === plan && current.status === "active") {
      throw new ApiError(400, "bad_request", `You are already subscribed to ${PLAN_NAMES[plan]}.`);
    }
    const { clientSecret } = await provider.createSubscription({ db, userId: user.uid, plan, now });
    return c.json({ clientSecret }, 200);
  })
  // The sandbox's stand-in for the card form's confirmation; in Stripe mode Stripe confirms and this path does not exist.
  .post("/sandbox/confirm-payment", validate("json", confirmPaymentSchema), async (c) => {
    if (getBillingProvider().kind !== "sandbox") throw new ApiError(404, "not_found", "The sandbox billing provider is not active");
    const { clientSecret, card } = c.req.valid("json");
    const user = requireUser(c);
    const outcome = await confirmSandboxPayment(getDatabase().db, { clientSecret, card, userId: user.uid, now: getClock().now() });
    if (!outcome.ok) throw CONFIRMATION_ERRORS[outcome.error]();
    return c.json({ status: "succeeded" } as const, 200);
  })
  .post("/cancel-subscription", validate("json", userIdSchema), async (c) => {
    const user = requireSameUser(c, c.req.valid("json").userId);
    const { db } = getDatabase();
    const now = getClock().now();
    const current = effectiveSubscription(await getUser(db, user.uid), now);
    if (current.plan === "free") throw new ApiError(400, "bad_request", "You have no paid subscription to cancel.");
    // Canceling twice changes nothing and answers the same moment.
    if (current.status === "canceled" && current.cancelAt) return c.json({ cancelAt: current.cancelAt.toISOString() }, 200);
    const { cancelAt } = await getBillingProvider().cancelSubscription({
      db,
      userId: user.uid,
      currentPeriodEnd: current.currentPeriodEnd,
      now,
    });
    return c.json({ cancelAt: cancelAt.toISOString() }, 200);
  })
  .post("/create-portal-session", validate("json", userIdSchema), async (c) => {
    const user = requireSameUser(c, c.req.valid("json").userId);
    return c.json(await getBillingProvider().createPortalSession({ userId: user.uid }), 200);
  });
