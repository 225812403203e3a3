/**
 * Optimizer limits in time: Free counts per ISO week (Monday 00:00 UTC), Plus per calendar month (UTC), Pro not at all.
 * The clock is always passed in, so tests can move time.
 */
import { OPTIMIZER_LIMITS, type PlanId } from "./plans.ts";

/** Monday 00:00 UTC of the ISO week that contains `now`. */
export function isoWeekStart(now: Date): Date {
  const day = (now.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
}

/** The first of the month, 00:00 UTC. */
export function calendarMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export interface UsageWindow {
  /** Count optimizations since this moment; null for unlimited plans. */
  since: Date | null;
  limit: number | null;
}

export function usageWindow(plan: PlanId, now: Date): UsageWindow {
  const limit = OPTIMIZER_LIMITS[plan];
  if (limit.kind === "unlimited") return { since: null, limit: null };
  return { since: limit.kind === "per-iso-week" ? isoWeekStart(now) : calendarMonthStart(now), limit: limit.count };
}

export interface OptimizerAccess {
  allowed: boolean;
  reason: string;
}

/** Whether another optimization is allowed, and if not, a reason that names the limit and says "Upgrade". */
export function optimizerAccess(plan: PlanId, usedInWindow: number): OptimizerAccess {
  const limit = OPTIMIZER_LIMITS[plan];
  if (limit.kind === "unlimited") return { allowed: true, reason: "Unlimited AI optimizations on Pro." };
  const left = limit.count - usedInWindow;
  if (limit.kind === "per-iso-week") {
    return left > 0
      ? { allowed: true, reason: "1 free AI optimization this week." }
      : { allowed: false, reason: "You have used your 1 free AI optimization per week. Upgrade to Plus for 30 per month." };
  }
  return left > 0
    ? { allowed: true, reason: `${left} of 30 AI optimizations left this month.` }
    : { allowed: false, reason: "You have used all 30 AI optimizations for this month. Upgrade to Pro for unlimited optimizations." };
}
