import { analyzeResume } from "@jobfit/core";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  authAs,
  GET_SUBSCRIPTION,
  jsonResponse,
  type StubbedRequest,
  screenRendererAt,
  stubApi,
  subscriptionInfo,
  TEST_USER,
} from "../../../test/render-screen.tsx";
import { OptimizerPage } from "./optimizer-page.tsx";

const renderWithProviders = screenRendererAt("/optimizer", authAs("signed-out"));

const POSTING = {
  companyName: "Harbor Lane Logistics",
  jobTitle: "Data Engineer",
  jobDescription: `We are hiring a Data Engineer.

Requirements
• 3+ years building data pipelines in Python and SQL
• Route optimization experience
• Experience with Airflow and Snowflake
• Clear communication with analysts`,
};

const RESUME = `Casey Morgan
casey.morgan@example.com | (555) 010-2020 | Portland, OR

Experience
Data Engineer, Riverbend Retail, Jan 2020 - Present
• Built Python pipelines loading 40M rows a day into PostgreSQL
• Optimized delivery routes, cutting fuel costs by 12%
• Wrote SQL models for the finance team

Education
B.S. Statistics, Oregon State University, 2019

Skills
Python, SQL, PostgreSQL`;

const SUBSCRIPTION_PATH = `/api/user/${TEST_USER.uid}/subscription`;

type AnalyzeBody = { resumeText: string; companyName: string; jobTitle: string; jobDescription: string; userId: string | null };

/** The server's answer, computed by the same core, saved (with an id) when `saved` says so; sent once `until` settles. */
function analyzeHandler(saved: boolean, until: Promise<unknown> = Promise.resolve()) {
  return async ({ body }: StubbedRequest) => {
    await until;
    const { userId: _userId, ...input } = body as AnalyzeBody;
    const result = analyzeResume(input);
    return jsonResponse(saved ? { ...result, id: "0f2c3a4e-1111-4222-8333-944445555666" } : result);
  };
}

function toast() {
  return screen.getByTestId("toast");
}

async function expectToast(title: string, description?: string) {
  await waitFor(() => expect(within(toast()).getByText(title)).toBeTruthy());
  if (description !== undefined) expect(toast().textContent).toContain(description);
}

function field(name: string) {
  return screen.getByLabelText(name) as HTMLInputElement | HTMLTextAreaElement;
}

function type(name: string, value: string) {
  fireEvent.change(field(name), { target: { value } });
}

function fillPosting() {
  type("Company", POSTING.companyName);
  type("Job Title", POSTING.jobTitle);
  type("Job Description", POSTING.jobDescription);
}

function pasteResume(text = RESUME) {
  fireEvent.click(screen.getByRole("button", { name: "or paste your resume text" }));
  type("Resume", text);
}

function analyzeButton() {
  return screen.getByRole("button", { name: /^Analyz/ }) as HTMLButtonElement;
}

async function analyzeFilledForm() {
  fireEvent.click(analyzeButton());
  await expectToast("Analysis complete");
}

describe("OptimizerPage", () => {
  it("checks the fields in the spec's order, each failure its own destructive toast, from Enter in a field", async () => {
    const requests = stubApi({});
    renderWithProviders(<OptimizerPage />);
    expect(screen.getByTestId("document-name").textContent).toContain("Untitled Document");
    const pressEnter = () => fireEvent.keyDown(field("Company"), { key: "Enter" });

    pressEnter();
    await expectToast("Resume required", "Please upload a resume or enter resume text");
    expect(toast().getAttribute("data-variant")).toBe("destructive");

    pasteResume();
    pressEnter();
    await expectToast("Company name required", "Please enter the company name");

    type("Company", POSTING.companyName);
    pressEnter();
    await expectToast("Job title required", "Please enter the job title");

    type("Job Title", POSTING.jobTitle);
    pressEnter();
    await expectToast("Job description required", "Please enter the job description");
    expect(toast().getAttribute("data-variant")).toBe("destructive");
    expect(requests).toEqual([]);
  });

  it("keeps Analyze disabled while any field is blank, whitespace counting as blank", () => {
    stubApi({});
    renderWithProviders(<OptimizerPage />);
    expect(analyzeButton().disabled).toBe(true);
    fillPosting();
    pasteResume("   ");
    expect(analyzeButton().disabled).toBe(true);
    type("Resume", RESUME);
    expect(analyzeButton().disabled).toBe(false);
  });

  it.each([
    ["a visitor", authAs("signed-out"), true, "(Sign in to save results)", null],
    ["a signed-in user whose analysis was saved", authAs("signed-in"), true, "(Saved to your account)", TEST_USER.uid],
    ["a signed-in user whose analysis was not saved", authAs("signed-in"), false, "(Could not save to account)", TEST_USER.uid],
  ])("analyzes on the server for %s and says whether it was saved", async (_who, auth, saved, note, userId) => {
    let answer = () => {};
    const requests = stubApi({
      "POST /api/analyze-resume": analyzeHandler(saved, new Promise<void>((resolve) => (answer = resolve))),
      [GET_SUBSCRIPTION]: () => jsonResponse(subscriptionInfo()),
    });
    renderWithProviders(<OptimizerPage />, { auth });
    fillPosting();
    pasteResume();
    fireEvent.click(analyzeButton());
    await waitFor(() => expect(analyzeButton().textContent).toBe("Analyzing..."));
    expect(analyzeButton().disabled).toBe(true);
    expect(screen.getByRole("status", { name: "Analyzing your resume" })).toBeTruthy();
    answer();
    const expected = analyzeResume({ resumeText: RESUME, ...POSTING });
    await expectToast("Analysis complete", `ATS match score: ${expected.overallScore}% ${note}`);
    expect(screen.getByRole("img", { name: `Overall score: ${expected.overallScore} out of 100` })).toBeTruthy();
    const analyze = requests.find((r) => r.path === "/api/analyze-resume");
    expect(analyze?.body).toEqual({ resumeText: RESUME, ...POSTING, userId });
    // Matched keywords: the resume is shown highlighted, with a way back to editing.
    expect(screen.getByRole("region", { name: "Resume with keyword highlights" }).querySelector("mark.perfect")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    expect(field("Resume").value).toBe(RESUME);
  });

  it("says why an analysis failed", async () => {
    stubApi({
      "POST /api/analyze-resume": () => jsonResponse({ error: { code: "rate_limited", message: "Too many requests. Please wait." } }, 429),
    });
    renderWithProviders(<OptimizerPage />);
    fillPosting();
    pasteResume();
    fireEvent.click(analyzeButton());
    await expectToast("Analysis failed", "Too many requests. Please wait.");
    expect(screen.getByText("Ready to analyze your resume")).toBeTruthy();
  });

  it("re-scores locally as the resume changes, with no second server call", async () => {
    const requests = stubApi({ "POST /api/analyze-resume": analyzeHandler(false) });
    renderWithProviders(<OptimizerPage />);
    fillPosting();
    pasteResume();
    await analyzeFilledForm();
    const before = analyzeResume({ resumeText: RESUME, ...POSTING }).overallScore;
    const better = `${RESUME}, Airflow, Snowflake`;
    const after = analyzeResume({ resumeText: better, ...POSTING }).overallScore;
    expect(after).toBeGreaterThan(before);

    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    type("Resume", better);
    expect(await screen.findByRole("img", { name: `Overall score: ${after} out of 100` })).toBeTruthy();
    expect(requests.filter((r) => r.path === "/api/analyze-resume")).toHaveLength(1);
  });

  it("adds a keyword to the resume's skills and re-scores", async () => {
    stubApi({ "POST /api/analyze-resume": analyzeHandler(false) });
    renderWithProviders(<OptimizerPage />);
    fillPosting();
    pasteResume();
    await analyzeFilledForm();
    const box = screen.getByRole("textbox", { name: "Keyword" });
    fireEvent.change(box, { target: { value: "  Snowflake " } });
    fireEvent.keyDown(box, { key: "Enter" });
    await expectToast("Keyword added");
    const after = analyzeResume({ resumeText: `${RESUME}, Snowflake`, ...POSTING }).overallScore;
    expect(await screen.findByRole("img", { name: `Overall score: ${after} out of 100` })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    expect(field("Resume").value).toBe(`${RESUME}, Snowflake`);
  });

  it("asks for an analysis before optimizing", async () => {
    stubApi({ [GET_SUBSCRIPTION]: () => jsonResponse(subscriptionInfo()) });
    renderWithProviders(<OptimizerPage />, { auth: authAs("signed-in") });
    fireEvent.click(await screen.findByRole("button", { name: "AI-Optimize" }));
    await expectToast("No analysis available", "Please analyze your resume first");
  });

  async function optimizeOnce(optimizeResponse: () => Response) {
    const requests = stubApi({
      "POST /api/analyze-resume": analyzeHandler(true),
      "POST /api/optimize-resume": optimizeResponse,
      [GET_SUBSCRIPTION]: () => jsonResponse(subscriptionInfo()),
    });
    const view = renderWithProviders(<OptimizerPage />, { auth: authAs("signed-in") });
    fillPosting();
    pasteResume();
    await analyzeFilledForm();
    fireEvent.click(await screen.findByRole("button", { name: "AI-Optimize" }));
    return { requests, ...view };
  }

  it("reviews an optimization, then Accept & Rescan replaces the resume and re-analyzes 100 ms later", async () => {
    const optimized = `${RESUME}\n\nSummary\nData engineer who ships reliable Python and SQL pipelines.`;
    const { requests } = await optimizeOnce(() => jsonResponse({ optimizedText: optimized }));
    await expectToast("Resume optimized");
    expect(screen.getByText("Review the AI optimizations below. You can edit the text before accepting.")).toBeTruthy();
    const optimize = requests.find((r) => r.path === "/api/optimize-resume");
    expect(optimize?.body).toMatchObject({ resumeText: RESUME, jobDescription: POSTING.jobDescription, userId: TEST_USER.uid });
    // Usage changed: the subscription info is read again.
    await waitFor(() => expect(requests.filter((r) => r.path === SUBSCRIPTION_PATH)).toHaveLength(2));

    const edited = `${optimized}\nEdited by hand.`;
    fireEvent.change(screen.getByLabelText("Optimized resume"), { target: { value: edited } });
    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole("button", { name: "Accept & Rescan" }));
      expect(within(toast()).getByText("Changes accepted")).toBeTruthy();
      expect(screen.getByText("Ready to analyze your resume")).toBeTruthy();
      act(() => vi.advanceTimersByTime(99));
      expect(requests.filter((r) => r.path === "/api/analyze-resume")).toHaveLength(1);
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    await expectToast("Analysis complete", "(Saved to your account)");
    const rescans = requests.filter((r) => r.path === "/api/analyze-resume");
    expect(rescans).toHaveLength(2);
    expect(rescans[1]?.body).toMatchObject({ resumeText: edited });
    expect(screen.queryByLabelText("Optimized resume")).toBeNull();
  });

  it("Cancel discards the optimization and keeps the resume", async () => {
    await optimizeOnce(() => jsonResponse({ optimizedText: "Something else entirely" }));
    await expectToast("Resume optimized");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await expectToast("Optimization cancelled");
    expect(screen.queryByLabelText("Optimized resume")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    expect(field("Resume").value).toBe(RESUME);
  });

  it("offers Upgrade Plan when the plan's limit stops an optimization", async () => {
    const reason = "You have used your 1 free AI optimization per week. Upgrade to Plus for 30 per month.";
    await optimizeOnce(() => jsonResponse({ error: { code: "limit_reached", message: reason } }, 403));
    await expectToast("Optimization failed", reason);
    const link = within(toast()).getByRole("link", { name: "Upgrade Plan" });
    expect(link.getAttribute("href")).toBe("/subscribe");
  });

  it("offers no upgrade for a failure that is not a limit", async () => {
    await optimizeOnce(() => jsonResponse({ error: { code: "rewriter_failed", message: "The AI rewriter failed." } }, 502));
    await expectToast("Optimization failed", "The AI rewriter failed.");
    expect(within(toast()).queryByRole("link")).toBeNull();
  });

  it("says Authentication required when a visitor applies a suggestion", async () => {
    const requests = stubApi({ "POST /api/analyze-resume": analyzeHandler(false) });
    renderWithProviders(<OptimizerPage />);
    fillPosting();
    // "Optimized delivery routes" for "Route optimization": rewording is a suggestion the AI optimizer can apply.
    pasteResume();
    await analyzeFilledForm();
    const apply = screen.getAllByRole("button", { name: "Apply" })[0];
    expect(apply).toBeTruthy();
    fireEvent.click(apply as HTMLElement);
    await expectToast("Optimization failed", "Authentication required");
    expect(requests.filter((r) => r.path === "/api/optimize-resume")).toEqual([]);
  });

  it("uploads a file: the text goes into the editor and the file name becomes the document name", async () => {
    stubApi({
      "POST /api/upload-resume": () => jsonResponse({ text: RESUME, filename: "casey-morgan.txt", layout: { fileType: "txt" } }),
    });
    const { container } = renderWithProviders(<OptimizerPage />);
    expect(screen.getByText("Supports PDF, DOCX, TXT (Max 5MB)")).toBeTruthy();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([RESUME], "casey-morgan.txt", { type: "text/plain" })] } });
    await expectToast("File uploaded successfully");
    expect(field("Resume").value).toBe(RESUME);
    expect(screen.getByTestId("document-name").textContent).toContain("casey-morgan.txt");
  });

  it.each([
    ["a wrong type", [new File(["x"], "photo.png", { type: "image/png" })], "File type must be one of"],
    [
      "two files at once",
      [new File(["a"], "a.txt", { type: "text/plain" }), new File(["b"], "b.txt", { type: "text/plain" })],
      "Too many files",
    ],
    [
      "a file over 5 MB",
      [new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.pdf", { type: "application/pdf" })],
      "File is larger than 5242880 bytes",
    ],
  ])("refuses %s with react-dropzone's message", async (_what, files, message) => {
    const requests = stubApi({});
    const { container } = renderWithProviders(<OptimizerPage />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files } });
    await expectToast("Upload failed", message);
    expect(requests).toEqual([]);
  });

  it("says Upload failed with the server's message when the file cannot be read", async () => {
    stubApi({
      "POST /api/upload-resume": () => jsonResponse({ error: { code: "unprocessable", message: "This PDF has no text layer." } }, 422),
    });
    const { container } = renderWithProviders(<OptimizerPage />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(["%PDF-1.4"], "scan.pdf", { type: "application/pdf" })] } });
    await expectToast("Upload failed", "This PDF has no text layer.");
    expect(screen.getByText("scan.pdf")).toBeTruthy();
    expect(screen.getByText("Click to upload a different file")).toBeTruthy();
  });

  it("loads a saved analysis named in ?loadAnalysis into the form and the sidebar", async () => {
    const id = "0f2c3a4e-1111-4222-8333-944445555666";
    const result = analyzeResume({ resumeText: RESUME, ...POSTING });
    stubApi({
      [`GET /api/analysis/${id}`]: () =>
        jsonResponse({ id, resumeText: RESUME, ...POSTING, ...result, createdAt: "2025-01-15T10:00:00.000Z" }),
      [GET_SUBSCRIPTION]: () => jsonResponse(subscriptionInfo()),
    });
    renderWithProviders(<OptimizerPage />, { auth: authAs("signed-in"), route: `/optimizer?loadAnalysis=${id}` });
    await expectToast("Analysis loaded", `${POSTING.companyName} - ${POSTING.jobTitle}`);
    expect(field("Company").value).toBe(POSTING.companyName);
    expect(field("Job Title").value).toBe(POSTING.jobTitle);
    expect(field("Job Description").value).toBe(POSTING.jobDescription);
    expect(screen.getByRole("img", { name: `Overall score: ${result.overallScore} out of 100` })).toBeTruthy();
  });

  it("says Failed to load analysis when the saved analysis cannot be read", async () => {
    stubApi({ "GET /api/analysis/nope": () => jsonResponse({ error: { code: "not_found", message: "Analysis not found" } }, 404) });
    renderWithProviders(<OptimizerPage />, { auth: authAs("signed-in"), route: "/optimizer?loadAnalysis=nope" });
    await expectToast("Failed to load analysis", "Analysis not found");
  });

  it("fills the form from the extension's hand-over in the fragment, then clears the fragment", async () => {
    stubApi({});
    const payload = { v: 1, ...POSTING, resumeText: RESUME };
    const encoded = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(payload))))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    renderWithProviders(<OptimizerPage />, { route: `/optimizer?from=extension#import=${encoded}` });
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/optimizer?from=extension"));
    expect(field("Company").value).toBe(POSTING.companyName);
    expect(field("Job Title").value).toBe(POSTING.jobTitle);
    expect(field("Job Description").value).toBe(POSTING.jobDescription);
    expect(field("Resume").value).toBe(RESUME);
    expect(analyzeButton().disabled).toBe(false);
  });
});
