import type { JobDraft } from "./use-job-draft.ts";

/** The posting's company, title and description as read from the page; the user may correct or fill them in. */
export function JobFields({ draft }: { draft: JobDraft }) {
  const { fields, setField } = draft;
  return (
    <section className="panel__section panel__fields" aria-label="Job posting">
      <div className="panel__field-row">
        <label className="panel__field">
          <span className="panel__label">Company</span>
          <input className="panel__input" value={fields.companyName} onChange={(event) => setField("companyName", event.target.value)} />
        </label>
        <label className="panel__field">
          <span className="panel__label">Job Title</span>
          <input className="panel__input" value={fields.jobTitle} onChange={(event) => setField("jobTitle", event.target.value)} />
        </label>
      </div>
      <label className="panel__field">
        <span className="panel__label">Job Description</span>
        <textarea
          className="panel__textarea"
          rows={6}
          value={fields.jobDescription}
          onChange={(event) => setField("jobDescription", event.target.value)}
        />
      </label>
    </section>
  );
}
