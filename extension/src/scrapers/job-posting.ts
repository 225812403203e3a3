import { z } from "zod";
import { siteIds } from "./sites/site-adapter.ts";

/** How the posting was read: the page's JSON-LD, a job site's adapter (sites/), or Readability on any other page. */
export const postingSourceSchema = z.enum(["json-ld", ...siteIds, "readability"]);
export type PostingSource = z.infer<typeof postingSourceSchema>;

/** A job posting read from a page: what the side panel scores the resume against. */
export const scrapedJobSchema = z.object({
  company: z.string(),
  title: z.string(),
  /** Plain text: paragraphs and list items on their own lines, bullets as "• ". */
  description: z.string(),
  url: z.string(),
  source: postingSourceSchema,
});
export type ScrapedJob = z.infer<typeof scrapedJobSchema>;
