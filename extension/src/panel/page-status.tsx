import type { JobPage } from "./use-job-page.ts";

/** What the panel knows about the page: nothing yet, reading, unreadable, no posting, or where the posting came from. */
export function PageStatus({ page, hasTab }: { page: JobPage; hasTab: boolean }) {
  const { state, reading } = page;
  if (state === null) {
    if (hasTab && reading) return <p className="panel__hint">Reading this page…</p>;
    return <p className="panel__hint">Open a job posting and click the JobFit button in the toolbar to analyze it.</p>;
  }
  if (state.status === "unreadable") {
    return <p className="panel__hint">JobFit can't read this page. Open a job posting and click the toolbar button again.</p>;
  }
  if (state.status === "not-found") {
    return (
      <p className="panel__hint">No job posting found on this page. Paste the job description below to score your resume against it.</p>
    );
  }
  return (
    <p className="panel__hint" title={state.job.url}>
      Read from {hostOf(state.job.url)}
    </p>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host || "this page";
  } catch {
    return "this page";
  }
}
