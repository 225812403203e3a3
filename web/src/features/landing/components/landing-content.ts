/**
 * The landing page's copy as data: the steps, feature cards and plans the sections render and the tests pin.
 * Plans and their features are SPEC.md section 6 word for word; prices are section 9.
 */
import type { LandingIconName } from "./landing-icons.tsx";

export interface LandingStep {
  title: string;
  description: string;
  icon: LandingIconName;
}

export const howItWorksSteps: readonly LandingStep[] = [
  {
    title: "Upload your resume",
    description:
      "Drop in a PDF, DOCX or TXT file up to 5 MB, or paste the text. Then add the company, the job title and the job description you are aiming for.",
    icon: "upload",
  },
  {
    title: "AI analysis",
    description:
      "JobFit pulls the skills and requirements out of the posting, weighs required ones above nice-to-haves, and finds each one in your resume as a match, a partial match or missing.",
    icon: "analysis",
  },
  {
    title: "Get optimized",
    description:
      "Work through suggestions ranked by the points they add, or let the AI rewriter tighten your wording. You review every change before you accept it and rescan.",
    icon: "sparkle",
  },
];

export interface LandingFeature {
  title: string;
  description: string;
  icon: LandingIconName;
}

export const landingFeatures: readonly LandingFeature[] = [
  {
    title: "Detailed scoring",
    description:
      "An overall match from 0 to 100 with hard skills, soft skills and formatting scores beside it. Every number is explained keyword by keyword, and the same resume and posting always get the same score.",
    icon: "gauge",
  },
  {
    title: "Keyword optimization",
    description:
      "Each keyword from the posting is highlighted in your resume as matched, partly matched or missing, with a note on why, so you know which words to work in and where.",
    icon: "tag",
  },
  {
    title: "AI resume rewriting",
    description:
      "Stronger verbs, no first person, consistent bullets and the skills you already have brought forward. The rewriter never invents experience, and nothing changes until you accept it.",
    icon: "pen",
  },
  {
    title: "ATS compatibility",
    description:
      "Formatting is checked the way applicant tracking systems read a file: contact details, standard section headings, dates, length, bullets, and layouts such as tables and columns.",
    icon: "document",
  },
  {
    title: "Real-time analysis",
    description:
      "After your first analysis, the score updates as you type. It is computed right in your browser, so you see at once whether an edit helped.",
    icon: "bolt",
  },
  {
    title: "Expert suggestions",
    description:
      "A prioritized list of fixes, high to low, each showing the points it is expected to add to your overall score, so the changes that matter most come first.",
    icon: "list",
  },
];

export interface LandingPlan {
  name: string;
  price: string;
  /** Shown after the price ("/month"), or a note for the free plan. */
  priceNote: string;
  summary: string;
  features: readonly string[];
  cta: { label: string; to: string };
  highlighted?: boolean;
}

export const landingPlans: readonly LandingPlan[] = [
  {
    name: "Free",
    price: "$0",
    priceNote: "no card required",
    summary: "Score your resume against any posting and see every keyword.",
    features: ["1 AI optimization per week", "Basic analysis and keyword matching/highlighting", "Standard support"],
    cta: { label: "Start for Free", to: "/optimizer" },
  },
  {
    name: "Plus",
    price: "$24.95",
    priceNote: "/month",
    summary: "For an active search with several applications a week.",
    features: ["30 optimizations per month", "Advanced analysis and keyword matching", "Priority support", "Analysis history"],
    cta: { label: "Choose Plus", to: "/subscribe" },
    highlighted: true,
  },
  {
    name: "Pro",
    price: "$44.95",
    priceNote: "/month",
    summary: "No limits, plus API access for your own tools.",
    features: ["Unlimited optimizations", "All Plus features", "API access", "Premium support"],
    cta: { label: "Choose Pro", to: "/subscribe" },
  },
];

/** What JobFit does and does not do, said plainly. */
export const landingPromises: readonly { title: string; description: string }[] = [
  {
    title: "Explained, not a black box",
    description: "Every score lists the keywords behind it: which you have, which you half-have and which are missing.",
  },
  {
    title: "The same score every run",
    description: "Scoring is deterministic. Analyze the same resume against the same posting twice and you get the same numbers.",
  },
  {
    title: "Scores as you type",
    description: "Edits are re-scored in your browser in milliseconds, without a round trip to a server.",
  },
  {
    title: "No invented experience",
    description: "The rewriter rephrases what your resume already says. It never adds jobs, skills or results you did not list.",
  },
  {
    title: "Works on job boards",
    description: "The browser extension reads the posting on the page you are viewing and scores your saved resume in a side panel.",
  },
];
