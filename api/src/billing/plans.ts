/** The plans of SPEC.md sections 6 and 9, and the optimizer limit each one carries. */

export type PlanId = "free" | "plus" | "pro";
export type PaidPlanId = Exclude<PlanId, "free">;

export interface SubscriptionPlan {
  id: PaidPlanId;
  name: string;
  /** Dollars per interval. */
  price: number;
  interval: "month";
  features: string[];
  /** The price the billing provider charges: a Stripe price id in Stripe mode, a sandbox id locally. */
  stripePriceId: string;
}

export type OptimizerLimit =
  | { kind: "per-iso-week"; count: number }
  | { kind: "per-calendar-month"; count: number }
  | { kind: "unlimited" };

export const OPTIMIZER_LIMITS: Record<PlanId, OptimizerLimit> = {
  free: { kind: "per-iso-week", count: 1 },
  plus: { kind: "per-calendar-month", count: 30 },
  pro: { kind: "unlimited" },
};

const FEATURES: Record<PaidPlanId, string[]> = {
  plus: ["30 AI optimizations per month", "Advanced analysis and keyword matching", "Priority support", "Analysis history"],
  pro: ["Unlimited AI optimizations", "All Plus features", "API access", "Premium support"],
};

/** The paid plans, with the price ids of the active billing provider. */
export function subscriptionPlans(priceIds: Record<PaidPlanId, string>): SubscriptionPlan[] {
  return [
    { id: "plus", name: "Plus", price: 24.95, interval: "month", features: FEATURES.plus, stripePriceId: priceIds.plus },
    { id: "pro", name: "Pro", price: 44.95, interval: "month", features: FEATURES.pro, stripePriceId: priceIds.pro },
  ];
}
