import { Link } from "react-router-dom";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/class-names.ts";
import { type LandingPlan, landingPlans } from "./landing-content.ts";
import { LandingIcon } from "./landing-icons.tsx";

export function PlansSection() {
  return (
    <section aria-labelledby="plans-heading" className="mx-auto max-w-6xl px-4 py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="plans-heading" className="font-bold text-3xl text-slate-900 tracking-tight">
          Plans for every stage of your search
        </h2>
        <p className="mt-3 text-slate-700">
          Scoring and keyword highlighting are free. Paid plans add more AI optimizations and saved history. Cancel any time.
        </p>
      </div>
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {landingPlans.map((plan) => (
          <li key={plan.name}>
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlanCard({ plan }: { plan: LandingPlan }) {
  const headingId = `plan-${plan.name.toLowerCase()}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="landing-plan"
      className={cn(
        "flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm",
        plan.highlighted ? "border-indigo-700 ring-2 ring-indigo-700" : "border-slate-200",
      )}
    >
      <h3 id={headingId} className="font-semibold text-slate-900 text-xl">
        {plan.name}
      </h3>
      <p className="mt-1 text-slate-600 text-sm">{plan.summary}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="font-extrabold text-4xl text-slate-900">{plan.price}</span>
        <span className="text-slate-600 text-sm">{plan.priceNote}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-slate-800 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <LandingIcon name="check" size="sm" className="text-green-700" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Button asChild className="mt-8 w-full" variant={plan.highlighted ? "default" : "outline"}>
        <Link to={plan.cta.to}>{plan.cta.label}</Link>
      </Button>
    </article>
  );
}
