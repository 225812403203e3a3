import { useId, useState } from "react";
import { type FileRejection, useDropzone } from "react-dropzone";
import { cn } from "../../../lib/class-names.ts";

/** SPEC.md section 9: one file, PDF, DOCX or TXT, at most 5 MB. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const RESUME_FILE_TYPES = {
  "application/pdf": [".pdf"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [".docx"],
  "text/plain": [".txt"],
};

export interface ResumeDropzoneProps {
  /** A file that passed the type, size and count rules. */
  onFile: (file: File) => void;
  /** react-dropzone's own message for a refused drop ("File type must be ...", "File is larger than N bytes", "Too many files"). */
  onReject: (message: string) => void;
  processing: boolean;
}

function rejectionMessage(rejections: readonly FileRejection[]): string {
  return rejections[0]?.errors[0]?.message ?? "This file cannot be used";
}

/** The empty resume: drop or choose a file. Idle, drag-active, processing, and file-chosen states. */
export function ResumeDropzone({ onFile, onReject, processing }: ResumeDropzoneProps) {
  const [chosenName, setChosenName] = useState<string | null>(null);
  const id = useId();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: RESUME_FILE_TYPES,
    maxSize: MAX_RESUME_BYTES,
    maxFiles: 1,
    multiple: false,
    disabled: processing,
    onDrop: (accepted, rejections) => {
      if (rejections.length > 0) {
        onReject(rejectionMessage(rejections));
        return;
      }
      const file = accepted[0];
      if (file === undefined) return;
      setChosenName(file.name);
      onFile(file);
    },
  });

  return (
    <div
      {...getRootProps({
        // The zone takes clicks and drops; keyboard and screen-reader users get the real button inside it, so no
        // interactive element sits inside another.
        tabIndex: -1,
        "aria-busy": processing,
        className: cn(
          "flex min-h-64 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600",
          isDragActive ? "border-indigo-600 bg-indigo-50" : "border-slate-300 bg-slate-50 hover:border-indigo-400 hover:bg-white",
          processing && "cursor-wait opacity-80",
        ),
      })}
      data-testid="resume-dropzone"
      data-state={processing ? "processing" : isDragActive ? "drag-active" : chosenName ? "chosen" : "idle"}
    >
      <input {...getInputProps({ "aria-label": "Resume file" })} />
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 text-indigo-700" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div id={`${id}-status`} aria-live="polite" className="grid gap-1">
        {processing ? (
          <p className="font-medium text-slate-900">Processing file...</p>
        ) : isDragActive ? (
          <p className="font-medium text-indigo-800">Drop your resume here</p>
        ) : chosenName ? (
          <>
            <p className="break-all font-medium text-slate-900">{chosenName}</p>
            <p className="text-slate-600 text-sm">Click to upload a different file</p>
          </>
        ) : (
          <>
            <p className="font-medium text-slate-900">Drag and drop your resume here</p>
            <p className="text-slate-600 text-sm">or click to choose a file</p>
          </>
        )}
      </div>
      {!processing && (
        // Its click bubbles to the zone, which opens the file chooser.
        <button
          type="button"
          aria-describedby={`${id}-status ${id}-hint`}
          className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-900 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {chosenName ? "Choose another file" : "Choose a file"}
        </button>
      )}
      <p id={`${id}-hint`} className="text-slate-500 text-xs">
        Supports PDF, DOCX, TXT (Max 5MB)
      </p>
    </div>
  );
}
