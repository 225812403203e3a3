/**
 * The three articles' routes and titles, without their text: the footer on every page links to them, and the full
 * articles (articles/) are loaded only on the blog's own routes.
 */
export const blogArticleLinks = [
  { slug: "how-to-write-resume-todays-job-market", title: "How to Write a Resume for Today's Job Market" },
  { slug: "how-to-create-ats-resume-easily", title: "How to Create an ATS-Friendly Resume Easily" },
  {
    slug: "unlock-next-interview-ai-powered-ats-resume-tailoring",
    title: "Unlock Your Next Interview with AI-Powered ATS Resume Tailoring",
  },
] as const;
