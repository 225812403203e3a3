/** Everything the extension keeps, in one place. */
import { storage } from "wxt/utils/storage";
import type { ScrapedJob } from "./scrapers/job-posting.ts";

/** The user's resume text, kept on this device only. */
export const resumeTextItem = storage.defineItem<string>("local:resumeText", { fallback: "" });

/** What the last toolbar click found; per browser session, for the side panel to show. */
export type JobPageState =
  | { status: "found"; job: ScrapedJob; readAt: number }
  | { status: "not-found"; url: string; readAt: number }
  | { status: "unreadable"; url: string; readAt: number };

export const jobPageStateItem = storage.defineItem<JobPageState | null>("session:jobPageState", { fallback: null });
