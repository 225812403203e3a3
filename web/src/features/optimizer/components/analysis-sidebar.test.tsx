import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { keyword, suggestion } from "../../../test/fixtures.ts";
import { authAs, jsonResponse, screenRendererAt, stubApi, TEST_USER } from "../../../test/render-screen.tsx";
import type { ShownAnalysis } from "../types.ts";
import { AnalysisSidebar, type AnalysisSidebarProps } from "./analysis-sidebar.tsx";

const renderWithProviders = screenRendererAt("/optimizer", authAs("signed-out"));

function result(overallScore: number, overrides: Partial<ShownAnalysis> = {}): ShownAnalysis {
  return {
    overallScore,
    hardSkillsScore: 70,
    softSkillsScore: 50,
    formattingScore: 90,
    matchedKeywords: [keyword("Python", "perfect"), keyword("Kubernetes", "missing")],
    suggestions: [suggestion(1, { isPro: true }), suggestion(2)],
    ...overrides,
  };
}

function renderSidebar(props: Partial<AnalysisSidebarProps> = {}, auth = authAs("signed-out")) {
  const handlers = { onOptimize: vi.fn(), onApplySuggestion: vi.fn(), onAddKeyword: vi.fn() };
  renderWithProviders(<AnalysisSidebar result={null} loading={false} optimizing={false} reviewing={false} {...handlers} {...props} />, {
    auth,
  });
  return handlers;
}

describe("AnalysisSidebar", () => {
  it.each([
    [100, "Great! Your resume is well-optimized."],
    [80, "Great! Your resume is well-optimized."],
    [79, "Good start. We found areas to improve."],
    [60, "Good start. We found areas to improve."],
    [59, "We found several ways to strengthen your resume."],
    [0, "We found several ways to strengthen your resume."],
  ])("sums up an overall score of %i as %j", (score, summary) => {
    renderSidebar({ result: result(score) });
    expect(screen.getByRole("img", { name: `Overall score: ${score} out of 100` })).toBeTruthy();
    expect(screen.getByTestId("score-summary").textContent).toBe(summary);
  });

  it("shows the results: sub-score bars, suggestions marked Pro with Apply, and the keywords", () => {
    const { onApplySuggestion } = renderSidebar({ result: result(72) });
    expect(screen.getAllByRole("meter").map((meter) => [meter.getAttribute("aria-valuenow")])).toEqual([["70"], ["50"], ["90"]]);
    const forYou = screen.getByRole("region", { name: "For you" });
    expect(within(forYou).getByText("Pro")).toBeTruthy();
    fireEvent.click(within(forYou).getByRole("button", { name: "Apply" }));
    expect(onApplySuggestion).toHaveBeenCalledWith(expect.objectContaining({ id: "suggestion-1" }));
    const keywords = screen.getByRole("region", { name: "Keywords" });
    expect(within(keywords).getByText("Python")).toBeTruthy();
    expect(within(keywords).getByText("Kubernetes")).toBeTruthy();
    expect(screen.queryByText("Ready to analyze your resume")).toBeNull();
  });

  it("shows the empty states before any analysis", () => {
    renderSidebar();
    expect(screen.getByText("Ready to analyze your resume")).toBeTruthy();
    expect(screen.getByText("Add a job description above to get started")).toBeTruthy();
    expect(screen.getByText("Personalized suggestions will appear here")).toBeTruthy();
    expect(screen.getByText("Run an analysis to get started")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("region", { name: "Keywords" })).toBeNull();
  });

  it("shows a loading skeleton instead of the score and suggestions while analyzing", () => {
    renderSidebar({ result: result(72), loading: true });
    expect(screen.getByRole("status", { name: "Analyzing your resume" })).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByText("Ready to analyze your resume")).toBeNull();
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
  });

  it("says there is nothing to suggest when an analysis has no suggestions", () => {
    renderSidebar({ result: result(95, { suggestions: [] }) });
    expect(screen.getByText("No suggestions: your resume covers what this posting asks for.")).toBeTruthy();
    expect(screen.queryByText("Run an analysis to get started")).toBeNull();
  });

  it("puts the AI-Optimize button behind the AI Optimizer gate", () => {
    renderSidebar({ result: result(72) });
    const gate = screen.getByRole("region", { name: "AI Optimizer" });
    expect(within(gate).getByText("Sign in to use the AI Optimizer feature")).toBeTruthy();
    expect(within(gate).queryByRole("button", { name: "AI-Optimize" })).toBeNull();
  });

  function allowAccess() {
    stubApi({
      [`GET /api/user/${TEST_USER.uid}/subscription`]: () =>
        jsonResponse({
          subscriptionPlan: "pro",
          subscriptionStatus: "active",
          currentPeriodEnd: null,
          monthlyOptimizerUsage: 3,
          optimizerAccess: { allowed: true, reason: "Unlimited AI optimizations on Pro." },
        }),
    });
  }

  it("offers AI-Optimize to a user with access", async () => {
    allowAccess();
    const { onOptimize } = renderSidebar({ result: result(72) }, authAs("signed-in"));
    fireEvent.click(await screen.findByRole("button", { name: "AI-Optimize" }));
    expect(onOptimize).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["optimizing", { optimizing: true }, "AI-Optimizing..."],
    ["reviewing", { reviewing: true }, "AI-Optimize"],
  ])("disables the optimizer button while %s", async (_state, props, label) => {
    allowAccess();
    renderSidebar({ result: result(72), ...props }, authAs("signed-in"));
    const button = (await screen.findByRole("button", { name: label })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
