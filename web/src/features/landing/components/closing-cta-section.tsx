import { Link } from "react-router-dom";
import { cn } from "../../../lib/class-names.ts";
import { LandingIcon } from "./landing-icons.tsx";

// The shared Button's variants are for light backgrounds; on this dark panel the colours are inverted.
const inverseLink =
  "inline-flex h-11 items-center justify-center rounded-md px-6 font-medium text-base transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

export function ClosingCtaSection() {
  return (
    <section aria-labelledby="closing-cta-heading" className="px-4 pb-20">
      <div className="mx-auto max-w-4xl rounded-2xl bg-indigo-800 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="closing-cta-heading" className="font-bold text-3xl tracking-tight">
          See your match score for the next job you apply to
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-indigo-100">
          Paste the posting, add your resume and get a score with the reasons behind it. Scoring is free and needs no account; sign in to
          save your analyses and use the AI rewriter.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/optimizer" className={cn(inverseLink, "bg-white text-indigo-900 hover:bg-indigo-50")}>
            Start My Free Analysis
          </Link>
          <Link to="/subscribe" className={cn(inverseLink, "border border-white text-white hover:bg-indigo-700")}>
            Compare Plans
          </Link>
        </div>
        <p className="mx-auto mt-8 flex max-w-xl items-start justify-center gap-2 text-indigo-100 text-sm">
          <LandingIcon name="puzzle" size="sm" />
          <span>Applying on a job board? The JobFit browser extension reads the posting on the page and scores it in a side panel.</span>
        </p>
      </div>
    </section>
  );
}
