import { useEffect } from "react";
import { Link, Navigate, useSearchParams } from "react-router-dom";
import { UserAvatar } from "../../../components/layout/user-avatar.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useAuth } from "../../../lib/auth/auth-provider.tsx";
import type { AuthUser } from "../../../lib/auth/auth-user.ts";
import { useSubscriptionInfo } from "../../../lib/subscription/subscription-queries.ts";
import { toast } from "../../../lib/toast.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { BillingCard } from "./billing-card.tsx";
import { ExtensionCard } from "./extension-card.tsx";
import { SettingsSection } from "./settings-section.tsx";
import { SubscriptionCard } from "./subscription-card.tsx";
import { YourDataCard } from "./your-data-card.tsx";

/** SPEC.md section 2: account, subscription and billing, for signed-in users only. */
export function SettingsPage() {
  useDocumentTitle("Settings");
  const { state } = useAuth();
  // Only once auth has answered: a signed-in user reloading this page must not be bounced while it loads.
  if (state.status === "signed-out") return <Navigate to="/" replace />;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Settings</h1>
      {state.status === "loading" ? (
        <div role="status" aria-busy="true" aria-label="Loading settings" className="grid gap-6">
          <Skeleton className="h-32" />
          <Skeleton className="h-48" />
        </div>
      ) : (
        <AccountSettings user={state.user} />
      )}
    </div>
  );
}

function AccountSettings({ user }: { user: AuthUser }) {
  const [params] = useSearchParams();
  const subscription = useSubscriptionInfo();

  const loadFailed = subscription.isError;
  useEffect(() => {
    if (loadFailed) toast({ title: "Error", description: "Failed to load subscription information", variant: "destructive" });
  }, [loadFailed]);

  const info = subscription.data;
  return (
    <>
      {params.get("subscription") === "success" && (
        <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
          <p className="font-semibold">Subscription successful</p>
          <p className="text-sm">Thank you for upgrading! Your new plan is active now.</p>
        </div>
      )}
      {params.get("billing") === "sandbox" && <SandboxBillingPanel />}
      <AccountCard user={user} />
      <SubscriptionCard
        {...(subscription.isPending
          ? { state: "loading" }
          : subscription.isError
            ? { state: "error", onRetry: () => void subscription.refetch() }
            : { state: "ready", info: subscription.data })}
      />
      {info && info.subscriptionPlan !== "free" && <BillingCard userId={user.uid} info={info} />}
      {info && info.subscriptionPlan === "free" && <UpgradePromo />}
      <YourDataCard userId={user.uid} />
      <ExtensionCard />
    </>
  );
}

function AccountCard({ user }: { user: AuthUser }) {
  return (
    <SettingsSection id="account-information-title" title="Account Information" contentClassName="flex items-center gap-4">
      <UserAvatar user={user} className="h-16 w-16" />
      <dl className="grid gap-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-slate-600">Name</dt>
          <dd className="font-medium text-slate-900">{user.displayName ?? "—"}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-600">Email</dt>
          <dd className="font-medium text-slate-900">{user.email ?? "—"}</dd>
        </div>
      </dl>
    </SettingsSection>
  );
}

/** Where the local Manage Billing lands (/settings?billing=sandbox): the sandbox has no customer portal of its own. */
function SandboxBillingPanel() {
  return (
    <section aria-labelledby="sandbox-billing-title" className="grid gap-1.5 rounded-lg border border-amber-300 bg-amber-50 p-6">
      <h2 className="font-semibold text-lg leading-tight" id="sandbox-billing-title">
        Sandbox billing
      </h2>
      <p className="text-slate-800 text-sm">
        This server uses the sandbox billing provider, so billing is managed right here: your plan and its status are under Current
        Subscription, and you can cancel under Billing Management or change plans on the{" "}
        <Link to="/subscribe" className="font-medium text-indigo-700 underline">
          plans page
        </Link>
        . No card is charged.
      </p>
    </section>
  );
}

function UpgradePromo() {
  return (
    <section
      aria-labelledby="upgrade-title"
      className="grid justify-items-start gap-3 rounded-lg border border-indigo-200 bg-indigo-50 p-6"
    >
      <h2 className="font-semibold text-lg leading-tight" id="upgrade-title">
        Upgrade your plan
      </h2>
      <p className="text-slate-700 text-sm">
        Get 30 AI optimizations per month with Plus, or unlimited optimizations and API access with Pro.
      </p>
      <Button asChild>
        <Link to="/subscribe">View Plans</Link>
      </Button>
    </section>
  );
}
