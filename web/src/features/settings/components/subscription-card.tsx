import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Progress } from "../../../components/ui/progress.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import type { SubscriptionInfo } from "../../../lib/subscription/subscription-queries.ts";
import { PLAN_NAMES, periodText, plusUsagePercent, statusBadge, usageText } from "../utils/subscription-display.ts";
import { SettingsSection } from "./settings-section.tsx";

export type SubscriptionCardProps =
  | { state: "loading" }
  | { state: "error"; onRetry: () => void }
  | { state: "ready"; info: SubscriptionInfo };

/** SPEC.md section 2: plan, status, billing or access-until date, optimizer usage, and why access is denied. */
export function SubscriptionCard(props: SubscriptionCardProps) {
  return (
    <SettingsSection id="current-subscription-title" title="Current Subscription" contentClassName="grid gap-4">
      {props.state === "loading" ? (
        <div role="status" aria-busy="true" aria-label="Loading subscription" className="grid gap-2">
          <Skeleton className="h-7 w-32" />
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-2 w-full" />
        </div>
      ) : props.state === "error" ? (
        <div className="grid justify-items-start gap-3">
          <p role="alert" className="text-red-800">
            Failed to load subscription information
          </p>
          <Button variant="outline" size="sm" onClick={props.onRetry}>
            Try again
          </Button>
        </div>
      ) : (
        <SubscriptionDetails info={props.info} />
      )}
    </SettingsSection>
  );
}

function SubscriptionDetails({ info }: { info: SubscriptionInfo }) {
  const badge = statusBadge(info);
  const period = periodText(info);
  const plan = info.subscriptionPlan;
  return (
    <>
      <div className="grid gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-2xl text-slate-900" data-testid="plan-name">
            {PLAN_NAMES[plan]}
          </span>
          {badge && (
            <Badge variant={badge.variant} data-testid="status-badge">
              {badge.label}
            </Badge>
          )}
        </p>
        {period && <p className="text-slate-600 text-sm">{period}</p>}
      </div>
      <div className="grid gap-2">
        <p className="flex flex-wrap justify-between gap-2 text-sm">
          <span className="text-slate-600">AI optimizations used</span>
          <span className="font-medium text-slate-900" data-testid="optimizer-usage">
            {usageText(info)}
          </span>
        </p>
        {plan === "plus" && <Progress value={plusUsagePercent(info.monthlyOptimizerUsage)} aria-label="AI optimizations used this month" />}
      </div>
      {!info.optimizerAccess.allowed && (
        <div
          role="note"
          aria-label="Optimizer access"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-slate-800 text-sm"
        >
          {info.optimizerAccess.reason}
        </div>
      )}
    </>
  );
}
