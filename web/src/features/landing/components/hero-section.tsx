import { Link } from "react-router-dom";
import { Button } from "../../../components/ui/button.tsx";
import { LandingIcon, type LandingIconName } from "./landing-icons.tsx";

/** SPEC.md section 1: the landing page claims 10,000+ job seekers, a 4.9/5 rating, and that the service is secure and private. */
const trustClaims: readonly { icon: LandingIconName; text: string }[] = [
  { icon: "users", text: "Trusted by 10,000+ job seekers" },
  { icon: "star", text: "4.9/5 average rating" },
  { icon: "shield", text: "Secure and private" },
];

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-indigo-50 to-slate-50">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:py-20 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="font-semibold text-indigo-800 text-sm uppercase tracking-wide">Resume match score · ATS checks · AI rewriting</p>
          <h1 id="hero-heading" className="mt-3 font-extrabold text-4xl text-slate-900 tracking-tight sm:text-5xl">
            Know how well your resume fits the job before you apply
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-700">
            Paste a job description next to your resume. JobFit scores the match from 0 to 100, shows which of the posting's keywords you
            cover, partly cover or miss, and tells you what to change first.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/optimizer">Analyze My Resume</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/subscribe">View Pricing Plans</Link>
            </Button>
          </div>
          <p className="mt-3 text-slate-600 text-sm">No account needed to score your resume.</p>
          <ul aria-label="Why job seekers trust JobFit" className="mt-8 flex flex-wrap gap-x-6 gap-y-3 text-slate-700 text-sm">
            {trustClaims.map((claim) => (
              <li key={claim.text} className="flex items-center gap-2">
                <LandingIcon name={claim.icon} size="sm" className="text-indigo-700" />
                <span className="font-medium">{claim.text}</span>
              </li>
            ))}
          </ul>
        </div>
        <SampleReport />
      </div>
    </section>
  );
}

const sampleBars = [
  { label: "Hard Skills", value: 78 },
  { label: "Soft Skills", value: 86 },
  { label: "Formatting", value: 92 },
] as const;

const sampleKeywords = [
  { text: "SQL", state: "Matched", className: "bg-green-100 text-green-900" },
  { text: "Tableau", state: "Matched", className: "bg-green-100 text-green-900" },
  { text: "Stakeholder management", state: "Partial", className: "bg-amber-100 text-amber-900" },
  { text: "A/B testing", state: "Missing", className: "bg-red-100 text-red-900" },
] as const;

/** A static picture of a report (CSS and SVG only), so a visitor sees what they get before they start. */
function SampleReport() {
  const radius = 40;
  const circumference = 2 * Math.PI * radius;
  const overall = 82;
  return (
    <figure className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-lg">
      <figcaption className="font-semibold text-slate-600 text-xs uppercase tracking-wide">
        Example report · Data Analyst posting
      </figcaption>
      <div className="mt-4 flex items-center gap-6">
        <div className="relative grid h-24 w-24 shrink-0 place-items-center">
          <svg viewBox="0 0 96 96" className="absolute inset-0 h-24 w-24" aria-hidden="true" focusable="false">
            <circle cx="48" cy="48" r={radius} fill="none" stroke="#e2e8f0" strokeWidth="8" />
            <circle
              cx="48"
              cy="48"
              r={radius}
              fill="none"
              stroke="#15803d"
              strokeWidth="8"
              strokeLinecap="round"
              strokeDasharray={`${(circumference * overall) / 100} ${circumference}`}
              transform="rotate(-90 48 48)"
            />
          </svg>
          <p className="relative text-center leading-none">
            <span className="block font-bold text-2xl text-slate-900">{overall}</span>
            <span className="text-slate-600 text-xs">Overall</span>
          </p>
        </div>
        <ul aria-label="Sub-scores" className="grid flex-1 gap-2 text-sm">
          {sampleBars.map((bar) => (
            <li key={bar.label}>
              <p className="flex justify-between">
                <span className="text-slate-700">{bar.label}</span>
                <span className="font-semibold text-slate-900">{bar.value}</span>
              </p>
              <div className="mt-1 h-1.5 rounded-full bg-slate-200" aria-hidden="true">
                <div className="h-1.5 rounded-full bg-green-700" style={{ width: `${bar.value}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-5 font-semibold text-slate-900 text-sm">Keywords from the posting</p>
      <ul className="mt-2 flex flex-wrap gap-2 text-xs">
        {sampleKeywords.map((keyword) => (
          <li key={keyword.text} className={`rounded-full px-2.5 py-1 font-medium ${keyword.className}`}>
            {keyword.text} <span className="font-normal">· {keyword.state}</span>
          </li>
        ))}
      </ul>
      <div className="mt-5 rounded-lg bg-slate-50 p-3 text-sm">
        <p className="font-semibold text-slate-900">
          Mention A/B testing, if you have done it <span className="ml-1 font-bold text-green-800">+6</span>
        </p>
        <p className="mt-1 text-slate-600">The posting lists it as a requirement and your resume does not mention it yet.</p>
      </div>
    </figure>
  );
}
