/** The blog's three static articles, in the order SPEC.md section 2 lists them (newest first). */
import type { BlogArticle } from "./blog-article.ts";
import { howToCreateAtsResumeArticle } from "./how-to-create-ats-resume-easily.ts";
import { howToWriteResumeArticle } from "./how-to-write-resume-todays-job-market.ts";
import { unlockNextInterviewArticle } from "./unlock-next-interview-ai-powered-ats-resume-tailoring.ts";

export type { BlogArticle, BlogBlock, BlogList, BlogParagraph, BlogSection } from "./blog-article.ts";

export const blogArticles: BlogArticle[] = [howToWriteResumeArticle, howToCreateAtsResumeArticle, unlockNextInterviewArticle];

/** The article at /blog/{slug}, or undefined for an unknown slug (the route shows the 404 page). */
export function findBlogArticle(slug: string): BlogArticle | undefined {
  return blogArticles.find((article) => article.slug === slug);
}
