import type { AnalysisResult } from "@jobfit/core";
import { useState } from "react";
import { browser } from "wxt/browser";
import { optimizeResume, saveAnalysis } from "../lib/api/jobfit-api.ts";
import type { JobFitOrigins } from "../lib/origins.ts";
import { webImportUrl } from "../lib/web-import-link.ts";
import type { SignedInAccount } from "../storage.ts";
import { apiCallerFor } from "./api-caller.ts";
import type { JobFields } from "./use-job-draft.ts";

/** SPEC.md section 8: an optimizer error about the plan's limit offers an upgrade. */
const MENTIONS_LIMIT = /limit|per week|upgrade/i;

type Outcome = { kind: "idle" } | { kind: "pending" } | { kind: "done"; message: string } | { kind: "error"; message: string };

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

interface AccountActionsProps {
  fields: JobFields;
  resumeText: string;
  result: AnalysisResult | null;
  account: SignedInAccount | null;
  origins: JobFitOrigins | null;
  /** Accepting an optimization replaces the resume, which is then scored again. */
  onAcceptOptimized: (text: string) => void;
}

/**
 * What goes beyond this browser, only at the user's word: opening the web optimizer with the posting and resume,
 * saving the analysis to the account's history, and the AI optimizer.
 */
export function AccountActions({ fields, resumeText, result, account, origins, onAcceptOptimized }: AccountActionsProps) {
  const [save, setSave] = useState<Outcome>({ kind: "idle" });
  const [optimize, setOptimize] = useState<Outcome>({ kind: "idle" });
  const [optimizedText, setOptimizedText] = useState<string | null>(null);
  const complete = [resumeText, fields.companyName, fields.jobTitle, fields.jobDescription].every((value) => value.trim() !== "");

  const openInJobFit = () => {
    if (origins === null) return;
    void browser.tabs.create({ url: webImportUrl(origins.web, { ...fields, resumeText }) });
  };

  const saveToHistory = async () => {
    if (account === null) return;
    setSave({ kind: "pending" });
    try {
      await saveAnalysis(await apiCallerFor(account), { resumeText, ...fields, userId: account.uid });
      setSave({ kind: "done", message: "Saved to your history." });
    } catch (error) {
      setSave({ kind: "error", message: messageOf(error, "Could not save to your account") });
    }
  };

  const runOptimizer = async () => {
    if (account === null) return;
    if (result === null) {
      setOptimize({ kind: "error", message: "Please analyze your resume first" });
      return;
    }
    setOptimize({ kind: "pending" });
    try {
      const { optimizedText: text } = await optimizeResume(await apiCallerFor(account), {
        resumeText,
        jobDescription: fields.jobDescription,
        analysisResult: result,
        userId: account.uid,
      });
      setOptimizedText(text);
      setOptimize({ kind: "idle" });
    } catch (error) {
      setOptimize({ kind: "error", message: messageOf(error, "Failed to optimize resume") });
    }
  };

  return (
    <section className="panel__section panel__actions" aria-label="Actions">
      <div className="panel__row">
        <button type="button" className="panel__button" disabled={origins === null} onClick={openInJobFit}>
          Open in JobFit
        </button>
        {account !== null && (
          <>
            <button
              type="button"
              className="panel__button panel__button--secondary"
              disabled={!complete || save.kind === "pending"}
              onClick={() => void saveToHistory()}
            >
              {save.kind === "pending" ? "Saving..." : "Save to history"}
            </button>
            <button
              type="button"
              className="panel__button panel__button--secondary"
              disabled={result === null || optimize.kind === "pending" || optimizedText !== null}
              onClick={() => void runOptimizer()}
            >
              {optimize.kind === "pending" ? "AI-Optimizing..." : "AI-Optimize"}
            </button>
          </>
        )}
      </div>
      {account === null && <p className="panel__hint">Sign in to save analyses to your history and to use the AI optimizer.</p>}
      {save.kind === "done" && (
        <p className="panel__hint" role="status">
          {save.message}{" "}
          {origins && (
            <a href={`${origins.web}/history`} target="_blank" rel="noreferrer">
              View history
            </a>
          )}
        </p>
      )}
      {save.kind === "error" && (
        <p className="panel__error" role="alert">
          Analysis failed: {save.message}
        </p>
      )}
      {optimize.kind === "error" && (
        <p className="panel__error" role="alert">
          Optimization failed: {optimize.message}
          {MENTIONS_LIMIT.test(optimize.message) && origins && (
            <>
              {" "}
              <a href={`${origins.web}/subscribe`} target="_blank" rel="noreferrer">
                Upgrade Plan
              </a>
            </>
          )}
        </p>
      )}
      {optimizedText !== null && (
        <div className="panel__review">
          <label className="panel__label" htmlFor="optimized-resume">
            Optimized resume
          </label>
          <p className="panel__hint">Review the AI optimizations below. You can edit the text before accepting.</p>
          <textarea
            id="optimized-resume"
            className="panel__textarea"
            rows={12}
            value={optimizedText}
            onChange={(event) => setOptimizedText(event.target.value)}
          />
          <div className="panel__row">
            <button type="button" className="panel__button panel__button--secondary" onClick={() => setOptimizedText(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="panel__button"
              onClick={() => {
                onAcceptOptimized(optimizedText);
                setOptimizedText(null);
              }}
            >
              Accept &amp; Rescan
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
