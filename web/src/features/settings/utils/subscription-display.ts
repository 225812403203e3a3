/** How the subscription info reads on the settings screen (SPEC.md sections 4, 6 and 9). */
import type { BadgeProps } from "../../../components/ui/badge.tsx";
import type { SubscriptionInfo } from "../../../lib/subscription/subscription-queries.ts";

type PlanId = SubscriptionInfo["subscriptionPlan"];

export const PLAN_NAMES: Record<PlanId, string> = { free: "Free", plus: "Plus", pro: "Pro" };

/** SPEC.md section 9: Plus allows 30 optimizations a month; its progress bar is usage / 30. */
export const PLUS_MONTHLY_LIMIT = 30;

export interface StatusBadge {
  label: string;
  variant: NonNullable<BadgeProps["variant"]>;
}

const STATUS_BADGES: Partial<Record<string, StatusBadge>> = {
  active: { label: "Active", variant: "success" },
  canceled: { label: "Canceled", variant: "orange" },
  past_due: { label: "Past due", variant: "error" },
};

/** active green, canceled orange, past_due red, anything else grey; Free's "active" is the normal state, so no badge. */
export function statusBadge({ subscriptionPlan, subscriptionStatus }: Pick<SubscriptionInfo, "subscriptionPlan" | "subscriptionStatus">) {
  if (subscriptionPlan === "free" && subscriptionStatus === "active") return null;
  const label = subscriptionStatus.replace(/_/g, " ");
  return STATUS_BADGES[subscriptionStatus] ?? { label: label.charAt(0).toUpperCase() + label.slice(1), variant: "secondary" as const };
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "long" });

export function formatLongDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** The date line under the plan: when it renews, until when a canceled plan lasts, or when it ended. */
export function periodText(info: Pick<SubscriptionInfo, "subscriptionPlan" | "subscriptionStatus" | "currentPeriodEnd">): string | null {
  if (info.currentPeriodEnd === null) return null;
  const date = formatLongDate(info.currentPeriodEnd);
  if (info.subscriptionStatus === "canceled") {
    return info.subscriptionPlan === "free" ? `Your paid plan ended on ${date}` : `Access until ${date}`;
  }
  if (info.subscriptionStatus === "past_due") return `Payment past due since ${date}`;
  if (info.subscriptionPlan === "free") return null;
  return `Next billing date: ${date}`;
}

/** SPEC.md section 6: Free counts per week, Plus per month; Pro has no limit. */
export function usageText({
  subscriptionPlan,
  monthlyOptimizerUsage,
}: Pick<SubscriptionInfo, "subscriptionPlan" | "monthlyOptimizerUsage">) {
  if (subscriptionPlan === "free") return `${monthlyOptimizerUsage} of 1 this week`;
  if (subscriptionPlan === "plus") return `${monthlyOptimizerUsage} of ${PLUS_MONTHLY_LIMIT} this month`;
  return `Unlimited (${monthlyOptimizerUsage} this month)`;
}

/** Plus's progress bar, 0–100. */
export function plusUsagePercent(usage: number): number {
  return Math.min(100, Math.max(0, (usage / PLUS_MONTHLY_LIMIT) * 100));
}
