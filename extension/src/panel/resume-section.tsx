import { useId, useState } from "react";
import { fetchLatestResumeText, uploadResume } from "../lib/api/jobfit-api.ts";
import type { SignedInAccount } from "../storage.ts";
import { apiCallerFor } from "./api-caller.ts";
import type { StoredResume } from "./use-stored-resume.ts";

/** SPEC.md sections 5 and 9: one file, PDF, DOCX or TXT, at most 5 MB. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
const ACCEPTED_TYPES = [".pdf", ".docx", ".txt"] as const;

type Status = { kind: "idle" } | { kind: "busy"; message: string } | { kind: "done"; message: string } | { kind: "error"; message: string };

function fileProblem(file: File): string | null {
  if (!ACCEPTED_TYPES.some((type) => file.name.toLowerCase().endsWith(type))) return `File type must be ${ACCEPTED_TYPES.join(", ")}`;
  if (file.size > MAX_RESUME_BYTES) return `File is larger than ${MAX_RESUME_BYTES} bytes`;
  return null;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The resume: pasted, or uploaded once. A .txt file is read here; PDF and DOCX are turned into text by the API, which
 * keeps nothing. Signed-in users can also take the resume of their newest saved analysis.
 */
export function ResumeSection({ resume, account }: { resume: StoredResume; account: SignedInAccount | null }) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const fileInputId = useId();

  const readFile = async (file: File) => {
    const problem = fileProblem(file);
    if (problem !== null) {
      setStatus({ kind: "error", message: `Upload failed: ${problem}` });
      return;
    }
    setStatus({ kind: "busy", message: "Processing file..." });
    try {
      const text = file.name.toLowerCase().endsWith(".txt")
        ? await file.text()
        : (await uploadResume(await apiCallerFor(account), file)).text;
      resume.setText(text);
      setStatus({ kind: "done", message: `Read ${file.name}` });
    } catch (error) {
      setStatus({ kind: "error", message: `Upload failed: ${messageOf(error)}` });
    }
  };

  const takeLatest = async () => {
    if (account === null) return;
    setStatus({ kind: "busy", message: "Loading your latest resume..." });
    try {
      const text = await fetchLatestResumeText(await apiCallerFor(account), account.uid);
      if (text === null) {
        setStatus({ kind: "error", message: "No saved analyses yet: save one to take its resume from your account." });
        return;
      }
      resume.setText(text);
      setStatus({ kind: "done", message: "Loaded the resume of your latest saved analysis" });
    } catch (error) {
      setStatus({ kind: "error", message: `Failed to load your resume: ${messageOf(error)}` });
    }
  };

  return (
    <section className="panel__section">
      <label className="panel__label" htmlFor="resume-text">
        Resume
      </label>
      <textarea
        id="resume-text"
        className="panel__textarea panel__resume"
        rows={12}
        disabled={!resume.loaded}
        placeholder="Paste your resume text here. It is stored in this browser only."
        value={resume.text}
        onChange={(event) => resume.setText(event.target.value)}
      />
      <div className="panel__row">
        {/* Before its label, so the label shows the hidden input's keyboard focus. */}
        <input
          id={fileInputId}
          className="visually-hidden"
          type="file"
          accept={ACCEPTED_TYPES.join(",")}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void readFile(file);
          }}
        />
        <label className="panel__button panel__button--secondary" htmlFor={fileInputId}>
          Upload PDF, DOCX or TXT
        </label>
        {account !== null && (
          <button type="button" className="panel__button panel__button--secondary" onClick={() => void takeLatest()}>
            Use my latest resume
          </button>
        )}
      </div>
      {status.kind !== "idle" && (
        <p className={status.kind === "error" ? "panel__error" : "panel__hint"} role={status.kind === "error" ? "alert" : "status"}>
          {status.message}
        </p>
      )}
    </section>
  );
}
