import type { AnalyzeInput, DocumentLayout, Suggestion } from "@jobfit/core";
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { TooltipProvider } from "../../../components/ui/tooltip.tsx";
import { LIVE_ANALYSIS_DELAY_MS, useLiveAnalysis } from "../../../hooks/use-live-analysis.ts";
import { useAuth } from "../../../lib/auth/auth-provider.tsx";
import { readExtensionImport } from "../../../lib/extension/import-from-extension.ts";
import { toast } from "../../../lib/toast.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { savedAnalysisId, useAnalyzeResume } from "../api/analyze-resume.ts";
import { useSavedAnalysis } from "../api/get-analysis.ts";
import { useOptimizeResume } from "../api/optimize-resume.ts";
import { useUploadResume } from "../api/upload-resume.ts";
import type { ShownAnalysis } from "../types.ts";
import { addKeywordToResume } from "../utils/add-keyword-to-resume.ts";
import { firstValidationFailure, RESUME_REQUIRED } from "../utils/analyze-validation.ts";
import { mentionsPlanLimit, userFacingMessage } from "../utils/request-error-message.ts";
import { AnalysisSidebar } from "./analysis-sidebar.tsx";
import { ResumeDocument, type ResumeDocumentView } from "./resume-document.tsx";

/** SPEC.md section 9: the re-analysis after accepting an optimization starts 100 ms later. */
export const RESCAN_DELAY_MS = 100;

const EMPTY_FORM: AnalyzeInput = { resumeText: "", companyName: "", jobTitle: "", jobDescription: "" };

/** The analysis the sidebar shows, and the four fields it was computed from. */
interface CurrentAnalysis {
  input: AnalyzeInput;
  result: ShownAnalysis;
}

function sameInput(a: AnalyzeInput, b: AnalyzeInput): boolean {
  return (
    a.resumeText === b.resumeText && a.companyName === b.companyName && a.jobTitle === b.jobTitle && a.jobDescription === b.jobDescription
  );
}

/** The analyzer workspace (SPEC.md section 2): the posting, the resume document, and the analysis sidebar. */
export function OptimizerPage() {
  useDocumentTitle("Resume Optimizer");
  return (
    <TooltipProvider delayDuration={150}>
      <OptimizerWorkspace />
    </TooltipProvider>
  );
}

function OptimizerWorkspace() {
  const { state: auth } = useAuth();
  const userId = auth.user?.uid ?? null;

  const [form, setForm] = useState<AnalyzeInput>(EMPTY_FORM);
  const [uploaded, setUploaded] = useState<{ name: string; layout: DocumentLayout | undefined } | null>(null);
  /** The user asked for the text editor (pasting), so an empty resume stays a text area instead of the dropzone. */
  const [typing, setTyping] = useState(false);
  /** The user chose Edit over the highlighted view. */
  const [editing, setEditing] = useState(false);
  const [analysis, setAnalysis] = useState<CurrentAnalysis | null>(null);
  const [reviewText, setReviewText] = useState<string | null>(null);

  const analyzeMutation = useAnalyzeResume();
  const uploadMutation = useUploadResume();
  const optimizeMutation = useOptimizeResume();

  // Scoring as you type: once a posting has been analyzed, every edit is re-scored here by core, with no server call.
  const live = useLiveAnalysis(form, LIVE_ANALYSIS_DELAY_MS, { layout: uploaded?.layout, enabled: analysis !== null });
  const showingSaved = analysis !== null && sameInput(form, analysis.input);
  const shown: ShownAnalysis | null = analysis === null ? null : showingSaved ? analysis.result : live.result;
  const shownText = showingSaved ? form.resumeText : live.resumeText;
  const hasMatches = shown?.matchedKeywords.some((keyword) => keyword.matchType !== "missing") ?? false;

  const setField = (field: keyof AnalyzeInput, value: string) => setForm((previous) => ({ ...previous, [field]: value }));

  const runAnalysis = useCallback(
    (input: AnalyzeInput, layout: DocumentLayout | undefined) => {
      const failure = firstValidationFailure(input);
      if (failure !== null) {
        toast({ title: failure.title, description: failure.description, variant: "destructive" });
        return;
      }
      analyzeMutation.mutate(
        { ...input, userId, ...(layout ? { layout } : {}) },
        {
          onSuccess: (response) => {
            setAnalysis({ input, result: response });
            setEditing(false);
            const saving =
              userId === null
                ? "(Sign in to save results)"
                : savedAnalysisId(response)
                  ? "(Saved to your account)"
                  : "(Could not save to account)";
            toast({ title: "Analysis complete", description: `ATS match score: ${response.overallScore}% ${saving}` });
          },
          onError: (error) => {
            toast({ title: "Analysis failed", description: userFacingMessage(error, "Failed to analyze resume"), variant: "destructive" });
          },
        },
      );
    },
    [analyzeMutation.mutate, userId],
  );

  const analyze = () => {
    if (analyzeMutation.isPending) return;
    runAnalysis(form, uploaded?.layout);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    analyze();
  };

  // The Analyze button is disabled while a field is blank, so the validation is reached from the keyboard:
  // Enter in a one-line field, or Ctrl/Cmd+Enter anywhere in the form.
  const onFormKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    const oneLine = event.target instanceof HTMLInputElement && event.target.type === "text";
    if (!oneLine && !event.ctrlKey && !event.metaKey) return;
    event.preventDefault();
    analyze();
  };

  const upload = (file: File) =>
    uploadMutation.mutate(file, {
      onSuccess: ({ text, filename, layout }) => {
        setForm((previous) => ({ ...previous, resumeText: text }));
        setUploaded({ name: filename, layout });
        setEditing(false);
        toast({ title: "File uploaded successfully", description: filename });
      },
      onError: (error) => {
        toast({ title: "Upload failed", description: userFacingMessage(error, "The file could not be read"), variant: "destructive" });
      },
    });

  const optimize = (focus?: Suggestion) => {
    if (shown === null) {
      toast({ title: "No analysis available", description: "Please analyze your resume first", variant: "destructive" });
      return;
    }
    if (optimizeMutation.isPending) return;
    // Apply on one suggestion: the optimizer is given that suggestion alone, so the rewrite focuses on it.
    const analysisResult = focus ? { matchedKeywords: shown.matchedKeywords, suggestions: [focus] } : shown;
    optimizeMutation.mutate(
      { resumeText: form.resumeText, jobDescription: form.jobDescription, analysisResult, userId },
      {
        onSuccess: ({ optimizedText }) => {
          setReviewText(optimizedText);
          toast({ title: "Resume optimized", description: "Review the changes, then accept or cancel them." });
        },
        onError: (error) => {
          const message = userFacingMessage(error, "Failed to optimize resume");
          toast({
            title: "Optimization failed",
            description: message,
            variant: "destructive",
            ...(mentionsPlanLimit(message) ? { action: { label: "Upgrade Plan", to: "/subscribe" } } : {}),
          });
        },
      },
    );
  };

  const rescanTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(rescanTimer.current), []);

  const acceptOptimization = () => {
    if (reviewText === null) return;
    const accepted = { ...form, resumeText: reviewText };
    setForm(accepted);
    setReviewText(null);
    setAnalysis(null);
    setEditing(false);
    toast({ title: "Changes accepted" });
    const layout = uploaded?.layout;
    window.clearTimeout(rescanTimer.current);
    rescanTimer.current = window.setTimeout(() => runAnalysis(accepted, layout), RESCAN_DELAY_MS);
  };

  const cancelOptimization = () => {
    setReviewText(null);
    toast({ title: "Optimization cancelled" });
  };

  const addKeyword = (keyword: string) => {
    if (form.resumeText.trim() === "") {
      toast({ title: RESUME_REQUIRED.title, description: RESUME_REQUIRED.description, variant: "destructive" });
      return;
    }
    const { text, added } = addKeywordToResume(form.resumeText, keyword);
    setField("resumeText", text);
    toast({
      title: "Keyword added",
      description: added ? `${keyword} is now in your Skills section.` : `${keyword} was already in your Skills section.`,
    });
  };

  // ?loadAnalysis={id}: a saved analysis fills the form and the sidebar, once the user (and their token) is known.
  const [searchParams] = useSearchParams();
  const loadId = searchParams.get("loadAnalysis");
  const saved = useSavedAnalysis(loadId, userId, auth.status !== "loading");
  const handledLoad = useRef<unknown>(null);
  useEffect(() => {
    if (saved.data !== undefined && handledLoad.current !== saved.data) {
      handledLoad.current = saved.data;
      const { resumeText, companyName, jobTitle, jobDescription } = saved.data;
      const input = { resumeText, companyName, jobTitle, jobDescription };
      setForm(input);
      setUploaded(null);
      setReviewText(null);
      setEditing(false);
      setAnalysis({ input, result: saved.data });
      const name = [companyName, jobTitle].filter((part) => part.trim() !== "").join(" - ");
      toast({ title: "Analysis loaded", description: name || "Resume Analysis" });
    } else if (saved.error !== null && handledLoad.current !== saved.error) {
      handledLoad.current = saved.error;
      toast({ title: "Failed to load analysis", description: userFacingMessage(saved.error, "Please try again"), variant: "destructive" });
    }
  }, [saved.data, saved.error]);

  // "Open in JobFit" from the extension: the posting and resume arrive in the address's fragment, which is then
  // cleared so that a reload or a copied link does not carry the resume.
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (location.hash === "") return;
    const imported = readExtensionImport(location.hash);
    if (imported === null) return;
    setForm(imported);
    setUploaded(null);
    setTyping(true);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  const blank = Object.values(form).some((value) => value.trim() === "");
  const view: ResumeDocumentView =
    reviewText !== null
      ? { kind: "review", text: reviewText, onChange: setReviewText, onAccept: acceptOptimization, onCancel: cancelOptimization }
      : form.resumeText === "" && !typing
        ? {
            kind: "upload",
            uploading: uploadMutation.isPending,
            onFile: upload,
            onReject: (message) => toast({ title: "Upload failed", description: message, variant: "destructive" }),
            onPaste: () => setTyping(true),
          }
        : hasMatches && !editing && shown !== null
          ? { kind: "highlighted", text: shownText, keywords: shown.matchedKeywords, onEdit: () => setEditing(true) }
          : {
              kind: "edit",
              text: form.resumeText,
              onChange: (text) => {
                setTyping(true);
                setField("resumeText", text);
              },
              onShowHighlights: hasMatches ? () => setEditing(false) : null,
              onUpload:
                form.resumeText === ""
                  ? () => {
                      setTyping(false);
                      setUploaded(null);
                    }
                  : null,
              focusOnMount: editing || typing,
            };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row lg:items-start">
      <h1 className="sr-only">Resume Optimizer</h1>
      <form className="flex min-w-0 flex-1 flex-col gap-4" onSubmit={onSubmit} onKeyDown={onFormKeyDown} noValidate>
        <div className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5 shrink-0 text-indigo-700"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z M14 3v5h5" strokeLinejoin="round" />
          </svg>
          <p className="min-w-0 truncate font-medium text-slate-900" data-testid="document-name">
            <span className="sr-only">Document: </span>
            {uploaded?.name ?? "Untitled Document"}
          </p>
        </div>

        <section aria-label="Job posting" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="company-name">Company</Label>
            <Input
              id="company-name"
              autoComplete="organization"
              placeholder="e.g. Larkspur Freight"
              value={form.companyName}
              onChange={(event) => setField("companyName", event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="job-title">Job Title</Label>
            <Input
              id="job-title"
              autoComplete="off"
              placeholder="e.g. Senior Backend Engineer"
              value={form.jobTitle}
              onChange={(event) => setField("jobTitle", event.target.value)}
            />
          </div>
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor="job-description">Job Description</Label>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <Textarea
                id="job-description"
                rows={6}
                className="min-h-36"
                placeholder="Paste the job posting here"
                value={form.jobDescription}
                onChange={(event) => setField("jobDescription", event.target.value)}
              />
              <Button type="submit" className="sm:w-32 sm:shrink-0" disabled={blank || analyzeMutation.isPending}>
                {analyzeMutation.isPending ? "Analyzing..." : "Analyze"}
              </Button>
            </div>
          </div>
        </section>

        <section aria-label="Resume document" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <ResumeDocument view={view} />
        </section>
      </form>

      <AnalysisSidebar
        className="w-full lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:w-80 lg:shrink-0 lg:overflow-y-auto"
        result={shown}
        loading={analyzeMutation.isPending || saved.isLoading || (loadId !== null && auth.status === "loading")}
        optimizing={optimizeMutation.isPending}
        reviewing={reviewText !== null}
        onOptimize={() => optimize()}
        onApplySuggestion={optimize}
        onAddKeyword={addKeyword}
      />
    </div>
  );
}
