import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog.tsx";
import type { SubscriptionInfo } from "../../../lib/subscription/subscription-queries.ts";
import { toast } from "../../../lib/toast.ts";
import { useCancelSubscription } from "../api/cancel-subscription.ts";
import { useCreatePortalSession } from "../api/create-portal-session.ts";
import { formatLongDate, PLAN_NAMES } from "../utils/subscription-display.ts";
import { SettingsSection } from "./settings-section.tsx";

/** Opens the billing page in a new tab; where a blocker refuses the tab, this one goes there instead. */
function openInNewTab(url: string): void {
  const tab = window.open(url, "_blank");
  if (tab) tab.opener = null;
  else window.location.assign(url);
}

/** SPEC.md section 2: Manage Billing and, while the plan is active, Cancel Subscription (paid plans only). */
export function BillingCard({ userId, info }: { userId: string; info: SubscriptionInfo }) {
  const portal = useCreatePortalSession();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const planName = PLAN_NAMES[info.subscriptionPlan];
  const active = info.subscriptionStatus === "active";

  const manageBilling = () =>
    portal.mutate(userId, {
      onSuccess: ({ url }) => openInNewTab(url),
      onError: () => toast({ title: "Error", description: "Failed to open billing portal. Please try again.", variant: "destructive" }),
    });

  const confirmCancel = () =>
    cancel.mutate(userId, {
      onSuccess: ({ cancelAt }) => {
        setConfirming(false);
        toast({
          title: "Subscription Canceled",
          description: `Your ${planName} subscription ends on ${formatLongDate(cancelAt)}. You keep access until then.`,
        });
      },
      onError: () => toast({ title: "Error", description: "Failed to cancel subscription. Please try again.", variant: "destructive" }),
    });

  return (
    <>
      <SettingsSection
        id="billing-management-title"
        title="Billing Management"
        description="Payment method, invoices and your subscription."
        contentClassName="flex flex-wrap gap-2"
      >
        <Button variant="outline" onClick={manageBilling} disabled={portal.isPending}>
          {portal.isPending ? "Opening..." : "Manage Billing"}
        </Button>
        {active && (
          <Button variant="destructive" onClick={() => setConfirming(true)}>
            Cancel Subscription
          </Button>
        )}
      </SettingsSection>
      <Dialog open={confirming} onOpenChange={(open) => !cancel.isPending && setConfirming(open)}>
        <DialogContent>
          <DialogTitle>Cancel your {planName} subscription?</DialogTitle>
          <DialogDescription>
            {info.currentPeriodEnd
              ? `You keep ${planName} until ${formatLongDate(info.currentPeriodEnd)}. After that your account moves to the Free plan.`
              : "Your account moves to the Free plan."}
          </DialogDescription>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline" disabled={cancel.isPending}>
                Keep Subscription
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={confirmCancel} disabled={cancel.isPending}>
              {cancel.isPending ? "Canceling..." : "Yes, cancel subscription"}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
