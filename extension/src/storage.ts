/** Everything the extension keeps, in one place. */
import { storage, type WxtStorageItem } from "wxt/utils/storage";
import type { ScrapedJob } from "./scrapers/job-posting.ts";

/** The user's resume text, kept on this device only. */
export const resumeTextItem = storage.defineItem<string>("local:resumeText", { fallback: "" });

/** What reading a tab's page found: a posting, no posting, or a page the browser does not let extensions read. */
export type JobPageState =
  | { status: "found"; job: ScrapedJob; readAt: number }
  | { status: "not-found"; url: string; readAt: number }
  | { status: "unreadable"; url: string; readAt: number };

type JobPageStateItem = WxtStorageItem<JobPageState | null, Record<string, unknown>>;
const jobPageStateItems = new Map<number, JobPageStateItem>();

/**
 * Per tab and per browser session: written by the background (toolbar click, a job board's content script) and by the
 * panel, watched by every panel showing that tab. One item object per tab, so React effects keyed on it stay put.
 */
export function jobPageStateItem(tabId: number): JobPageStateItem {
  let item = jobPageStateItems.get(tabId);
  if (item === undefined) {
    item = storage.defineItem<JobPageState | null>(`session:jobPage:${tabId}`, { fallback: null });
    jobPageStateItems.set(tabId, item);
  }
  return item;
}

/** Who is signed in to the extension; written by the background, which holds the Firebase session. */
export interface SignedInAccount {
  uid: string;
  email: string | null;
  displayName: string | null;
}
export const signedInAccountItem = storage.defineItem<SignedInAccount | null>("local:signedInAccount", { fallback: null });

/** Development and e2e builds only: the API (and web app) origin a test started on a free port. */
export const localApiOriginItem = storage.defineItem<string | null>("local:localApiOrigin", { fallback: null });
