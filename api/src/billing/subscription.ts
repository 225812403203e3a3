/**
 * A user's subscription as the product sees it at a moment: the plan the stored fields grant now, the optimizer
 * window it counts in, and the SPEC.md section 3 "user subscription info" built from both.
 */
import type { Database } from "../db/database.ts";
import { usageSince } from "../db/optimizer-usage.ts";
import type { SubscriptionStatus, UserRow } from "../db/schema.ts";
import { getUser } from "../db/users.ts";
import { calendarMonthStart, isoWeekStart, type OptimizerAccess, optimizerAccess, usageWindow } from "./limits.ts";
import type { PlanId } from "./plans.ts";

export interface EffectiveSubscription {
  plan: PlanId;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAt: Date | null;
}

type StoredSubscription = Pick<UserRow, "plan" | "subscriptionStatus" | "currentPeriodEnd" | "cancelAt">;

/**
 * What the stored fields grant at `now`. A paid plan lasts until its period ends: a canceled one then reads as Free
 * with status "canceled"; one that was never renewed (the sandbox charges once per checkout) as Free with "past_due".
 * Nothing is written: the downgrade is derived on every read, so no job has to run at the period's end.
 */
export function effectiveSubscription(user: StoredSubscription | null, now: Date): EffectiveSubscription {
  if (!user) return { plan: "free", status: "active", currentPeriodEnd: null, cancelAt: null };
  const status = user.subscriptionStatus ?? "active";
  const { currentPeriodEnd, cancelAt } = user;
  const ended = currentPeriodEnd !== null && currentPeriodEnd.getTime() <= now.getTime();
  if (user.plan === "free" || !ended) return { plan: user.plan, status, currentPeriodEnd, cancelAt };
  return { plan: "free", status: status === "canceled" ? "canceled" : "past_due", currentPeriodEnd, cancelAt };
}

/** One calendar month on, in UTC, kept to the target month's last day: Jan 31 -> Feb 28 (29 in leap years). */
export function addCalendarMonth(from: Date): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(from.getUTCDate(), lastDay),
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

export interface OptimizerQuota {
  /** Optimizations allowed in the window; Infinity on Pro. */
  limit: number;
  /** Free counts from Monday 00:00 UTC of the ISO week; Plus and Pro from the first of the month (Pro for display only). */
  windowStart: Date;
}

export function optimizerQuota(plan: PlanId, now: Date): OptimizerQuota {
  const { limit } = usageWindow(plan, now);
  return { limit: limit ?? Number.POSITIVE_INFINITY, windowStart: plan === "free" ? isoWeekStart(now) : calendarMonthStart(now) };
}

/** SPEC.md section 3: user subscription info. */
export interface SubscriptionInfo {
  subscriptionPlan: PlanId;
  subscriptionStatus: SubscriptionStatus;
  /** ISO 8601, or null when there has never been a paid period. */
  currentPeriodEnd: string | null;
  /** Optimizations used in the current window: this ISO week on Free, this calendar month on Plus and Pro. */
  monthlyOptimizerUsage: number;
  optimizerAccess: OptimizerAccess;
}

export async function readSubscriptionInfo(db: Database, userId: string, now: Date): Promise<SubscriptionInfo> {
  const subscription = effectiveSubscription(await getUser(db, userId), now);
  const used = await usageSince(db, userId, optimizerQuota(subscription.plan, now).windowStart);
  return {
    subscriptionPlan: subscription.plan,
    subscriptionStatus: subscription.status,
    currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
    monthlyOptimizerUsage: used,
    optimizerAccess: optimizerAccess(subscription.plan, used),
  };
}
