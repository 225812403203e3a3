import { scoreSummary } from "@jobfit/core";
import { LIVE_ANALYSIS_DELAY_MS, ScoreRing, SubScoreBars, SuggestionList, useDebouncedValue, useLiveAnalysis } from "@jobfit/web";
import { useEffect, useState } from "react";
import { useStorageItem } from "../../lib/use-storage-item.ts";
import { type JobPageState, jobPageStateItem, resumeTextItem } from "../../storage.ts";

const RESUME_SAVE_DELAY_MS = 400;

function JobSummary({ state }: { state: JobPageState | null }) {
  if (state === null) {
    return <p className="panel__hint">Open a job posting and click the JobFit button in the toolbar to analyze it.</p>;
  }
  if (state.status === "unreadable") {
    return <p className="panel__hint">JobFit can't read this page. Open a job posting and click the toolbar button again.</p>;
  }
  if (state.status === "not-found") {
    return <p className="panel__hint">No job posting found on this page.</p>;
  }
  const { job } = state;
  return (
    <div className="panel__job">
      <p className="panel__job-title">{job.title || "Untitled job"}</p>
      {job.company !== "" && <p className="panel__job-company">{job.company}</p>}
    </div>
  );
}

/** The resume lives in extension storage; edits are saved a moment after typing stops. */
function useStoredResume(): { loaded: boolean; edited: boolean; text: string; setText: (text: string) => void } {
  const stored = useStorageItem(resumeTextItem);
  const [text, setText] = useState<string | null>(null);
  const current = text ?? (stored.loaded ? stored.value : "");
  const toSave = useDebouncedValue(text, RESUME_SAVE_DELAY_MS);
  useEffect(() => {
    if (toSave !== null) void resumeTextItem.setValue(toSave);
  }, [toSave]);
  return { loaded: stored.loaded, edited: text !== null, text: current, setText };
}

export function SidePanel() {
  const jobState = useStorageItem(jobPageStateItem);
  const resume = useStoredResume();
  const job = jobState.loaded && jobState.value?.status === "found" ? jobState.value.job : null;
  // Score at once when the panel opens or a new page is read; wait for a pause only while the user types.
  const { result } = useLiveAnalysis(
    {
      resumeText: resume.text,
      companyName: job?.company ?? "",
      jobTitle: job?.title ?? "",
      jobDescription: job?.description ?? "",
    },
    resume.edited ? LIVE_ANALYSIS_DELAY_MS : 0,
  );

  return (
    <div className="panel">
      <header className="panel__header">JobFit</header>
      <section className="panel__section" aria-label="Job posting">
        {jobState.loaded && <JobSummary state={jobState.value} />}
      </section>
      {result !== null && (
        <section className="panel__section panel__score" aria-label="Match score">
          <div className="panel__score-top">
            <ScoreRing score={result.overallScore} />
            <p className="panel__summary">{scoreSummary(result.overallScore)}</p>
          </div>
          <SubScoreBars scores={result} />
        </section>
      )}
      <section className="panel__section">
        <label className="panel__label" htmlFor="resume-text">
          Resume
        </label>
        <textarea
          id="resume-text"
          className="panel__resume"
          rows={12}
          disabled={!resume.loaded}
          placeholder="Paste your resume text here. It is stored in this browser only."
          value={resume.text}
          onChange={(event) => resume.setText(event.target.value)}
        />
      </section>
      {result !== null && (
        <section className="panel__section">
          <h2 className="panel__heading">For you</h2>
          <SuggestionList suggestions={result.suggestions} />
        </section>
      )}
    </div>
  );
}
