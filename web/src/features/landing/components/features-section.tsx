import { landingFeatures, landingPromises } from "./landing-content.ts";
import { LandingIcon } from "./landing-icons.tsx";

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-heading" className="border-slate-200 border-y bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-heading" className="font-bold text-3xl text-slate-900 tracking-tight">
            Everything you need to tailor a resume
          </h2>
          <p className="mt-3 text-slate-700">
            Built around how applicant tracking systems and recruiters actually read: keywords, structure and evidence.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {landingFeatures.map((feature) => (
            <li key={feature.title} className="rounded-xl border border-slate-200 bg-slate-50 p-6">
              <span className="grid h-11 w-11 place-items-center rounded-lg bg-indigo-100 text-indigo-800">
                <LandingIcon name={feature.icon} />
              </span>
              <h3 className="mt-4 font-semibold text-lg text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-slate-700 text-sm leading-relaxed">{feature.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-14 rounded-2xl bg-slate-900 p-6 text-slate-200 sm:p-10">
          <h2 className="font-bold text-2xl text-white">What you can count on</h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {landingPromises.map((promise) => (
              <li key={promise.title} className="flex gap-3">
                <LandingIcon name="check" size="sm" className="mt-0.5 text-emerald-400" />
                <div>
                  <h3 className="font-semibold text-white">{promise.title}</h3>
                  <p className="mt-1 text-slate-300 text-sm leading-relaxed">{promise.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
