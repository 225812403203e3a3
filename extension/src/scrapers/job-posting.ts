import { z } from "zod";

/** A job posting read from a page: what the side panel scores the resume against. */
export const scrapedJobSchema = z.object({
  company: z.string(),
  title: z.string(),
  /** Plain text: paragraphs and list items on their own lines, bullets as "• ". */
  description: z.string(),
  url: z.string(),
  source: z.enum(["json-ld"]),
});
export type ScrapedJob = z.infer<typeof scrapedJobSchema>;
