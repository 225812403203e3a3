import { useCallback, useState } from "react";
import type { JobPageState } from "../storage.ts";

export interface JobFields {
  companyName: string;
  jobTitle: string;
  jobDescription: string;
}

export interface JobDraft {
  fields: JobFields;
  /** True once the user changed a field of this posting. */
  edited: boolean;
  setField: (name: keyof JobFields, value: string) => void;
}

const NO_FIELDS: JobFields = { companyName: "", jobTitle: "", jobDescription: "" };

function fieldsOf(state: JobPageState | null): JobFields {
  if (state?.status !== "found") return NO_FIELDS;
  return { companyName: state.job.company, jobTitle: state.job.title, jobDescription: state.job.description };
}

/** Another posting (or another tab) starts a new draft; reading the same posting again keeps the user's edits. */
function draftKey(tabId: number | null, state: JobPageState | null): string {
  if (state?.status !== "found") return JSON.stringify([tabId, state?.status ?? "none"]);
  const { job } = state;
  return JSON.stringify([tabId, "found", job.url, job.company, job.title, job.description]);
}

/** The posting's company, title and description as read from the page, editable by the user. */
export function useJobDraft(tabId: number | null, state: JobPageState | null): JobDraft {
  const key = draftKey(tabId, state);
  const [draft, setDraft] = useState({ key, fields: fieldsOf(state), edited: false });
  let current = draft;
  if (draft.key !== key) {
    // Adjusting state to a new posting during render: React re-renders at once, before painting the stale fields.
    current = { key, fields: fieldsOf(state), edited: false };
    setDraft(current);
  }
  const setField = useCallback((name: keyof JobFields, value: string) => {
    setDraft((previous) => ({ ...previous, fields: { ...previous.fields, [name]: value }, edited: true }));
  }, []);
  return { fields: current.fields, edited: current.edited, setField };
}
