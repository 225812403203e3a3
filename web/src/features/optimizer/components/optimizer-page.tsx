import type { AnalyzeInput } from "@jobfit/core";
import { type ChangeEvent, useState } from "react";
import { HighlightedResume } from "../../../components/analysis/highlighted-resume.tsx";
import { useLiveAnalysis } from "../../../hooks/use-live-analysis.ts";
import { AnalysisSidebar } from "./analysis-sidebar.tsx";

const EMPTY_FORM: AnalyzeInput = { companyName: "", jobTitle: "", jobDescription: "", resumeText: "" };

/** The analyzer workspace, first slice: the four inputs, scored locally by core as the user types. */
export function OptimizerPage() {
  const [form, setForm] = useState<AnalyzeInput>(EMPTY_FORM);
  const { result, resumeText } = useLiveAnalysis(form);
  const hasMatches = result?.matchedKeywords.some((k) => k.matchType !== "missing") ?? false;

  const bind = (field: keyof AnalyzeInput) => ({
    id: `field-${field}`,
    value: form[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setForm((previous) => ({ ...previous, [field]: value }));
    },
  });

  return (
    <div className="optimizer">
      <main className="optimizer__main">
        <div className="optimizer__topbar">
          <span className="optimizer__document-name">Untitled Document</span>
        </div>
        <section className="job-fields" aria-label="Job">
          <div className="field">
            <label htmlFor="field-companyName">Company</label>
            <input type="text" autoComplete="organization" placeholder="e.g. Larkspur Freight" {...bind("companyName")} />
          </div>
          <div className="field">
            <label htmlFor="field-jobTitle">Job Title</label>
            <input type="text" autoComplete="off" placeholder="e.g. Senior Backend Engineer" {...bind("jobTitle")} />
          </div>
          <div className="field field--wide">
            <label htmlFor="field-jobDescription">Job Description</label>
            <textarea rows={8} placeholder="Paste the job posting here" {...bind("jobDescription")} />
          </div>
        </section>
        <section className="resume-area">
          <div className="field">
            <label htmlFor="field-resumeText">Resume</label>
            <textarea className="resume-area__text" rows={20} placeholder="Paste your resume text here" {...bind("resumeText")} />
          </div>
          {result !== null && hasMatches && (
            <div className="resume-area__highlights">
              <h3>Keyword highlights</h3>
              <HighlightedResume resumeText={resumeText} matchedKeywords={result.matchedKeywords} />
            </div>
          )}
        </section>
      </main>
      <AnalysisSidebar result={result} hasJobDescription={form.jobDescription.trim() !== ""} />
    </div>
  );
}
