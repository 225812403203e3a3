import { howItWorksSteps } from "./landing-content.ts";
import { LandingIcon } from "./landing-icons.tsx";

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-it-works-heading" className="mx-auto max-w-6xl px-4 py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="how-it-works-heading" className="font-bold text-3xl text-slate-900 tracking-tight">
          How it works
        </h2>
        <p className="mt-3 text-slate-700">Three steps from a generic resume to one written for the job in front of you.</p>
      </div>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {howItWorksSteps.map((step, index) => (
          <li key={step.title} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="grid h-10 w-10 place-items-center rounded-full bg-indigo-700 font-bold text-white" aria-hidden="true">
                {index + 1}
              </span>
              <LandingIcon name={step.icon} className="text-indigo-700" />
            </div>
            <h3 className="mt-4 font-semibold text-lg text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-slate-700 text-sm leading-relaxed">{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
