import { LIVE_ANALYSIS_DELAY_MS, useLiveAnalysis } from "@jobfit/web";
import { useStorageItem } from "../lib/use-storage-item.ts";
import { signedInAccountItem } from "../storage.ts";
import { AccountActions } from "./account-actions.tsx";
import { AccountBar } from "./account-bar.tsx";
import { useFirstScoreMark } from "./first-score-mark.ts";
import { JobFields } from "./job-fields.tsx";
import { PageStatus } from "./page-status.tsx";
import type { PanelSnapshot } from "./preload-panel.ts";
import { ResumeSection } from "./resume-section.tsx";
import { ScoreDetails, ScoreHint, ScoreSummary } from "./score-section.tsx";
import { useJobDraft } from "./use-job-draft.ts";
import { useJobPage } from "./use-job-page.ts";
import { useOrigins } from "./use-origins.ts";
import { useStoredResume } from "./use-stored-resume.ts";
import { useTargetTab } from "./use-target-tab.ts";

/**
 * The side panel: the posting on the tab, the user's resume and the score, computed here by core as soon as both are
 * known. Nothing leaves the browser unless the user uploads a PDF or DOCX, saves, optimizes or opens the web app.
 * `snapshot` holds what was read before the first render (preload-panel.ts), so that render can already score.
 */
export function SidePanel({ tabId: requestedTabId = null, snapshot }: { tabId?: number | null; snapshot?: PanelSnapshot | undefined }) {
  const tabId = useTargetTab(requestedTabId, snapshot?.tabId);
  const page = useJobPage(tabId, snapshot && { tabId: snapshot.tabId, state: snapshot.jobPage });
  const draft = useJobDraft(tabId, page.state);
  const resume = useStoredResume(snapshot?.resumeText);
  const storedAccount = useStorageItem(signedInAccountItem, snapshot && { item: signedInAccountItem, value: snapshot.account });
  const account = storedAccount.loaded ? storedAccount.value : null;
  const origins = useOrigins();

  // Score at once when the panel opens or a new posting is read; wait for a pause only while the user types.
  const { result } = useLiveAnalysis(
    { resumeText: resume.text, ...draft.fields },
    resume.edited || draft.edited ? LIVE_ANALYSIS_DELAY_MS : 0,
  );
  useFirstScoreMark(result);

  return (
    <div className="panel">
      <header className="panel__header">
        <span className="panel__brand">JobFit</span>
        {storedAccount.loaded && <AccountBar account={account} origins={origins} />}
      </header>
      <section className="panel__section" aria-label="Page">
        <PageStatus page={page} hasTab={tabId !== null} />
      </section>
      {result !== null ? (
        <ScoreSummary result={result} />
      ) : (
        <ScoreHint hasResume={resume.text.trim() !== ""} hasDescription={draft.fields.jobDescription.trim() !== ""} />
      )}
      <JobFields draft={draft} />
      {result !== null && <ScoreDetails result={result} />}
      <ResumeSection resume={resume} account={account} />
      <AccountActions
        fields={draft.fields}
        resumeText={resume.text}
        result={result}
        account={account}
        origins={origins}
        onAcceptOptimized={resume.setText}
      />
    </div>
  );
}
