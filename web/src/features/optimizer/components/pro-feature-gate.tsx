import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { SignInButton } from "../../../components/layout/sign-in-button.tsx";
import { Badge, type BadgeProps } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useAuth } from "../../../lib/auth/auth-provider.tsx";
import { type SubscriptionInfo, useSubscriptionInfo } from "../../../lib/subscription/subscription-queries.ts";

export interface ProFeatureGateProps {
  /** The feature's name as the prompts say it ("AI Optimizer"). */
  feature: string;
  children: ReactNode;
}

type PlanId = SubscriptionInfo["subscriptionPlan"];

const PLAN_NAMES: Record<PlanId, string> = { free: "Free", plus: "Plus", pro: "Pro" };

/** SPEC.md section 4: active green, canceled orange, past_due red, anything else grey. */
const STATUS_BADGES: Record<string, { label: string; variant: BadgeProps["variant"] }> = {
  active: { label: "Active", variant: "success" },
  canceled: { label: "Canceled", variant: "orange" },
  past_due: { label: "Past due", variant: "error" },
};

/** SPEC.md section 6: Free 1 per week, Plus 30 per month, Pro unlimited. */
function usageText(plan: PlanId, used: number): string {
  if (plan === "free") return `${used} of 1 AI optimization used this week`;
  if (plan === "plus") return `${used} of 30 AI optimizations used this month`;
  return `${used} AI optimizations this month (unlimited)`;
}

const UPGRADES: Record<PlanId, readonly string[]> = {
  free: ["Upgrade to Plus", "Upgrade to Pro"],
  plus: ["Upgrade to Pro"],
  pro: ["View plans"],
};

/**
 * Shows a paid feature to those who may use it: a sign-in prompt to visitors, a placeholder while the user and their
 * subscription load, the feature when the server's optimizerAccess allows it, and otherwise the current plan with the
 * reason access is restricted and the way to upgrade.
 */
export function ProFeatureGate({ feature, children }: ProFeatureGateProps) {
  const { state } = useAuth();
  const subscription = useSubscriptionInfo();

  if (state.status === "loading") return <GateLoading feature={feature} />;
  if (state.status === "signed-out") {
    return (
      <Card className="border-indigo-200 bg-indigo-50/60 shadow-none">
        <CardHeader className="p-4">
          <CardTitle className="text-base">Authentication Required</CardTitle>
          <CardDescription>Sign in to use the {feature} feature</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 p-4 pt-0">
          <p className="text-slate-700 text-sm">Create a free account to start optimizing your resume with AI.</p>
          <SignInButton className="w-full" />
        </CardContent>
      </Card>
    );
  }
  if (subscription.isPending) return <GateLoading feature={feature} />;
  if (subscription.isError) {
    return (
      <Card className="shadow-none">
        <CardContent className="grid gap-3 p-4">
          <p role="alert" className="text-red-800 text-sm">
            Failed to load subscription information
          </p>
          <Button variant="outline" size="sm" onClick={() => void subscription.refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }

  const info = subscription.data;
  if (info.optimizerAccess.allowed) {
    return (
      <div className="grid gap-2">
        {children}
        {info.optimizerAccess.reason && <p className="text-slate-600 text-xs">{info.optimizerAccess.reason}</p>}
      </div>
    );
  }

  const plan = info.subscriptionPlan;
  const status = STATUS_BADGES[info.subscriptionStatus] ?? { label: info.subscriptionStatus, variant: "secondary" as const };
  return (
    <div className="grid gap-3">
      <Card className="shadow-none">
        <CardHeader className="p-4 pb-2">
          <CardDescription>Current plan</CardDescription>
          <CardTitle className="flex items-center gap-2 text-base">
            {PLAN_NAMES[plan]}
            {plan !== "free" && <Badge variant={status.variant}>{status.label}</Badge>}
          </CardTitle>
        </CardHeader>
        <CardContent className="p-4 pt-0 text-slate-700 text-sm">{usageText(plan, info.monthlyOptimizerUsage)}</CardContent>
      </Card>
      <Card role="region" aria-label={`${feature} access`} className="border-amber-300 bg-amber-50 shadow-none">
        <CardHeader className="p-4 pb-2">
          <CardTitle className="text-base">Access restricted</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 p-4 pt-0">
          <p className="text-slate-800 text-sm">{info.optimizerAccess.reason}</p>
          <div className="flex flex-wrap gap-2">
            {UPGRADES[plan].map((label, index) => (
              <Button key={label} asChild size="sm" variant={index === 0 ? "default" : "outline"}>
                <Link to="/subscribe">{label}</Link>
              </Button>
            ))}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

function GateLoading({ feature }: { feature: string }) {
  return (
    <div role="status" aria-label={`Loading ${feature}`} className="grid gap-2">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}
