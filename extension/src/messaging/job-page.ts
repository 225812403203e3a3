/**
 * The one typed message map between the extension and the job-page content script. Messages and replies are
 * parsed with zod on arrival: anything crossing a context boundary is outside input.
 */
import { browser } from "wxt/browser";
import { z } from "zod";
import { type ScrapedJob, scrapedJobSchema } from "../scrapers/job-posting.ts";

export const jobPageMessageSchema = z.discriminatedUnion("type", [z.object({ type: z.literal("jobfit:get-job-posting") })]);
export type JobPageMessage = z.infer<typeof jobPageMessageSchema>;

const replySchemas = {
  "get-job-posting": scrapedJobSchema.nullable(),
} as const;

export interface JobPageReplies {
  "get-job-posting": ScrapedJob | null;
}
export type JobPageHandlers = { [K in keyof JobPageReplies]: () => JobPageReplies[K] };

type MessageListener = (message: unknown, sender: unknown, sendResponse: (response: unknown) => void) => boolean;

/** A runtime.onMessage listener that answers this map's messages and ignores every other message. */
export function handleJobPageRequests(handlers: JobPageHandlers): MessageListener {
  return (message, _sender, sendResponse) => {
    const parsed = jobPageMessageSchema.safeParse(message);
    if (!parsed.success) return false;
    switch (parsed.data.type) {
      case "jobfit:get-job-posting":
        sendResponse(handlers["get-job-posting"]());
        return false;
    }
  };
}

/** Asks the content script in a tab for the posting it can read; rejects when no script answers. */
export async function requestJobPosting(tabId: number): Promise<ScrapedJob | null> {
  const message: JobPageMessage = { type: "jobfit:get-job-posting" };
  const reply: unknown = await browser.tabs.sendMessage(tabId, message);
  return replySchemas["get-job-posting"].parse(reply);
}
