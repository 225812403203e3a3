import { useEffect, useState } from "react";
import { Navigate } from "react-router-dom";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useAuth } from "../../../lib/auth/auth-provider.tsx";
import type { AuthUser } from "../../../lib/auth/auth-user.ts";
import { type SubscriptionPlan, useSubscriptionInfo, useSubscriptionPlans } from "../../../lib/subscription/subscription-queries.ts";
import { toast } from "../../../lib/toast.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { useCreateSubscription } from "../api/create-subscription.ts";
import { CheckoutForm } from "./checkout-form.tsx";
import { PlanCard } from "./plan-card.tsx";

/** SPEC.md section 6: what Free offers; the paid plans come from the server. */
const FREE_PLAN_FEATURES = [
  "1 AI optimization per week",
  "Basic analysis",
  "Keyword matching and highlighting",
  "Standard support",
] as const;

/** SPEC.md section 2: plan choice and checkout, for signed-in users only. */
export function SubscribePage() {
  useDocumentTitle("Choose Your Plan");
  const { state } = useAuth();
  // Only once auth has answered: a signed-in user reloading this page must not be bounced while it loads.
  if (state.status === "signed-out") return <Navigate to="/" replace />;
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8">
      <div className="grid gap-2 text-center">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Choose Your Plan</h1>
        <p className="text-slate-600">Upgrade for more AI optimizations and deeper analysis.</p>
      </div>
      {state.status === "loading" ? <PlansLoading label="Loading" /> : <PlanChoice user={state.user} />}
    </div>
  );
}

interface Checkout {
  plan: SubscriptionPlan;
  clientSecret: string;
}

function PlanChoice({ user }: { user: AuthUser }) {
  const plans = useSubscriptionPlans();
  const info = useSubscriptionInfo();
  const createSubscription = useCreateSubscription();
  const [checkout, setCheckout] = useState<Checkout | null>(null);

  const loadFailed = plans.isError || info.isError;
  useEffect(() => {
    if (loadFailed) toast({ title: "Error", description: "Failed to load subscription information", variant: "destructive" });
  }, [loadFailed]);

  if (checkout) return <CheckoutForm plan={checkout.plan} clientSecret={checkout.clientSecret} onBack={() => setCheckout(null)} />;
  if (plans.isPending || info.isPending) return <PlansLoading label="Loading plans" />;
  if (plans.isError) {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-center text-red-800">
        Failed to load subscription information
      </p>
    );
  }

  const current = info.data;
  const select = (plan: SubscriptionPlan) =>
    createSubscription.mutate(
      { priceId: plan.stripePriceId, userId: user.uid },
      {
        onSuccess: ({ clientSecret }) => setCheckout({ plan, clientSecret }),
        onError: () => toast({ title: "Error", description: "Failed to create subscription. Please try again.", variant: "destructive" }),
      },
    );

  return (
    <section aria-label="Plans" className="grid gap-6 md:grid-cols-3">
      <PlanCard name="Free" price={0} interval="forever" features={FREE_PLAN_FEATURES} current={current?.subscriptionPlan === "free"} />
      {plans.data.map((plan) => {
        const isCurrent = current?.subscriptionPlan === plan.id;
        // A canceled plan runs to its period's end; subscribing again is allowed, subscribing twice is not.
        const owned = isCurrent && current?.subscriptionStatus === "active";
        const choosing = createSubscription.isPending && createSubscription.variables.priceId === plan.stripePriceId;
        return (
          <PlanCard
            key={plan.id}
            name={plan.name}
            price={plan.price}
            interval={plan.interval}
            features={plan.features}
            current={isCurrent}
            action={{
              label: owned ? "Current Plan" : choosing ? "Preparing checkout..." : `Choose ${plan.name}`,
              disabled: owned || createSubscription.isPending,
              onSelect: () => select(plan),
            }}
          />
        );
      })}
    </section>
  );
}

function PlansLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="grid gap-6 md:grid-cols-3">
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-80" />
      ))}
    </div>
  );
}
