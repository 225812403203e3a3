import type { KeywordItem } from "@jobfit/core";
import { useEffect, useRef } from "react";
import { HighlightedResume } from "../../../components/analysis/highlighted-resume.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { ResumeDropzone } from "./resume-dropzone.tsx";

/** SPEC.md section 9: the resume text areas are at least 400 px high and 20 rows. */
const TEXT_AREA_CLASS = "min-h-[400px] font-mono text-[13px] leading-relaxed";
const TEXT_AREA_ROWS = 20;

/** SPEC.md section 4: empty (upload), text (editable), text with matches (highlighted), then optimization review. */
export type ResumeDocumentView =
  | { kind: "upload"; uploading: boolean; onFile: (file: File) => void; onReject: (message: string) => void; onPaste: () => void }
  | {
      kind: "edit";
      text: string;
      onChange: (text: string) => void;
      /** Offered when the text has matched keywords to show. */
      onShowHighlights: (() => void) | null;
      /** Offered while the text is empty, to go back to the dropzone. */
      onUpload: (() => void) | null;
      focusOnMount: boolean;
    }
  | { kind: "highlighted"; text: string; keywords: KeywordItem[]; onEdit: () => void }
  | { kind: "review"; text: string; onChange: (text: string) => void; onAccept: () => void; onCancel: () => void };

export function ResumeDocument({ view }: { view: ResumeDocumentView }) {
  switch (view.kind) {
    case "upload":
      return (
        <div className="grid gap-3">
          <ResumeDropzone onFile={view.onFile} onReject={view.onReject} processing={view.uploading} />
          <div className="text-center">
            <Button variant="link" size="sm" onClick={view.onPaste} disabled={view.uploading}>
              or paste your resume text
            </Button>
          </div>
        </div>
      );
    case "edit":
      return <ResumeEditor view={view} />;
    case "highlighted":
      return (
        <div className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <HighlightLegend />
            <Button variant="outline" size="sm" onClick={view.onEdit}>
              Edit
            </Button>
          </div>
          <section
            aria-label="Resume with keyword highlights"
            className="max-h-[70vh] min-h-[400px] overflow-y-auto rounded-md border border-slate-200 bg-white p-4 text-sm"
          >
            <HighlightedResume resumeText={view.text} matchedKeywords={view.keywords} interactiveTooltips />
          </section>
        </div>
      );
    case "review":
      return (
        <div className="grid gap-3">
          <p className="rounded-md border border-indigo-200 bg-indigo-50 p-3 text-indigo-900 text-sm">
            Review the AI optimizations below. You can edit the text before accepting.
          </p>
          <Label htmlFor="optimized-resume-text">Optimized resume</Label>
          <Textarea
            id="optimized-resume-text"
            rows={TEXT_AREA_ROWS}
            className={TEXT_AREA_CLASS}
            value={view.text}
            onChange={(event) => view.onChange(event.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={view.onCancel}>
              Cancel
            </Button>
            <Button onClick={view.onAccept}>Accept &amp; Rescan</Button>
          </div>
        </div>
      );
  }
}

function ResumeEditor({ view }: { view: Extract<ResumeDocumentView, { kind: "edit" }> }) {
  const textArea = useRef<HTMLTextAreaElement>(null);
  const { focusOnMount } = view;
  useEffect(() => {
    if (focusOnMount) textArea.current?.focus();
  }, [focusOnMount]);

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor="resume-text">Resume</Label>
        <div className="flex gap-2">
          {view.onUpload && (
            <Button variant="link" size="sm" onClick={view.onUpload}>
              Upload a file instead
            </Button>
          )}
          {view.onShowHighlights && (
            <Button variant="outline" size="sm" onClick={view.onShowHighlights}>
              Show highlights
            </Button>
          )}
        </div>
      </div>
      <Textarea
        ref={textArea}
        id="resume-text"
        rows={TEXT_AREA_ROWS}
        className={TEXT_AREA_CLASS}
        placeholder="Paste your resume text here"
        value={view.text}
        onChange={(event) => view.onChange(event.target.value)}
      />
    </div>
  );
}

const LEGEND = [
  { matchType: "perfect", label: "Matched" },
  { matchType: "partial", label: "Partly matched" },
  { matchType: "missing", label: "Missing" },
] as const;

function HighlightLegend() {
  return (
    <ul className="flex flex-wrap gap-2 text-slate-800" aria-label="Highlight colours">
      {LEGEND.map(({ matchType, label }) => (
        <li key={matchType} className={`keyword-chip ${matchType}`}>
          {label}
        </li>
      ))}
    </ul>
  );
}
