import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { authAs, jsonResponse, screenRendererAt, stubApi, TEST_USER } from "../../../test/render-screen.tsx";
import { formatDateTime } from "../utils/history-display.ts";
import { HistoryPage } from "./history-page.tsx";

const renderScreen = screenRendererAt("/history");

const ANALYSES = `GET /api/user/${TEST_USER.uid}/analyses`;

const keyword = (text: string, matchType: "perfect" | "partial" | "missing") => ({
  text,
  matchType,
  tooltip: text,
  kind: "hard",
  required: true,
  weight: 1,
  foundAs: [],
});

function savedAnalysis(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    resumeText: "Resume text",
    companyName: `Company ${n}`,
    jobTitle: `Role ${n}`,
    jobDescription: `Posting ${n}`,
    overallScore: 70,
    hardSkillsScore: 71,
    softSkillsScore: 72,
    formattingScore: 73,
    matchedKeywords: [keyword("TypeScript", "perfect"), keyword("React", "partial"), keyword("Go", "missing")],
    suggestions: [{ id: "s1", title: "Add Go", description: "Mention Go.", priority: "high", scoreImpact: 4, isPro: false }],
    createdAt: `2025-03-0${n}T10:30:00.000Z`,
    ...overrides,
  };
}

const cards = () => screen.getAllByTestId("analysis-card");

describe("HistoryPage", () => {
  it("asks a visitor to sign in, links to the optimizer and requests nothing", () => {
    const requested = stubApi({});
    renderScreen(<HistoryPage />, { auth: authAs("signed-out") });
    expect(screen.getByRole("heading", { level: 1, name: "Analysis History" })).toBeTruthy();
    expect(screen.getByText("Please sign in to view your analysis history.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the optimizer" }).getAttribute("href")).toBe("/optimizer");
    expect(requested).toEqual([]);
    expect(document.title).toBe("Analysis History · JobFit");
  });

  it.each(["loading", "signed-in"] as const)("shows three skeleton cards while the %s state is pending", (status) => {
    stubApi({ [ANALYSES]: () => new Promise<Response>(() => {}) });
    renderScreen(<HistoryPage />, { auth: authAs(status) });
    expect(screen.getByRole("status", { name: "Loading analysis history" })).toBeTruthy();
    expect(screen.getAllByTestId("history-skeleton")).toHaveLength(3);
  });

  it("says the history failed to load and toasts the failure", async () => {
    stubApi({ [ANALYSES]: () => new Response("boom", { status: 500 }) });
    renderScreen(<HistoryPage />);
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load your analysis history. Please try again later.");
    const toast = await screen.findByTestId("toast");
    expect(within(toast).getByText("Failed to fetch analyses")).toBeTruthy();
    expect(toast.getAttribute("data-variant")).toBe("destructive");
  });

  it("shows the empty state with a way to the optimizer", async () => {
    stubApi({ [ANALYSES]: () => jsonResponse([]) });
    renderScreen(<HistoryPage />);
    expect(await screen.findByText("No analyses yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Analyze Resume" }).getAttribute("href")).toBe("/optimizer");
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("shows each saved analysis: title, date and time, badge, four scores, preview, counts and details link", async () => {
    const description = `${"a".repeat(149)}bc and more`;
    const analysis = savedAnalysis(1, { companyName: "Acme", jobTitle: "Engineer", jobDescription: description });
    stubApi({ [ANALYSES]: () => jsonResponse([analysis]) });
    renderScreen(<HistoryPage />);

    const card = await screen.findByRole("article", { name: "Acme - Engineer" });
    expect(within(card).getByText(formatDateTime(analysis.createdAt))).toBeTruthy();
    expect(within(card).getByTestId("match-badge").textContent).toBe("70% match");
    const tiles = within(card)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(tiles).toEqual([
      ["Overall", "70"],
      ["Hard Skills", "71"],
      ["Soft Skills", "72"],
      ["Formatting", "73"],
    ]);
    expect(within(card).getByTestId("description-preview").textContent).toBe(`${"a".repeat(149)}b...`);
    expect(within(card).getByText("2 matched keywords")).toBeTruthy();
    expect(within(card).getByText("1 suggestion")).toBeTruthy();
    const details = within(card).getByRole("link", { name: /View Details/ });
    expect(details.textContent).toBe("View Details");
    expect(details.getAttribute("href")).toBe(`/?loadAnalysis=${analysis.id}`);
  });

  it("shows a description of 150 characters or fewer whole, and calls an analysis without company or title 'Resume Analysis'", async () => {
    stubApi({ [ANALYSES]: () => jsonResponse([savedAnalysis(1, { companyName: " ", jobTitle: "", jobDescription: "x".repeat(150) })]) });
    renderScreen(<HistoryPage />);
    const card = await screen.findByRole("article", { name: "Resume Analysis" });
    expect(within(card).getByTestId("description-preview").textContent).toBe("x".repeat(150));
  });

  it.each([
    [100, "bg-green-100"],
    [80, "bg-green-100"],
    [79, "bg-yellow-100"],
    [60, "bg-yellow-100"],
    [59, "bg-red-100"],
    [0, "bg-red-100"],
  ])("colours the match badge of a score of %i with %s", async (score, colour) => {
    stubApi({ [ANALYSES]: () => jsonResponse([savedAnalysis(1, { overallScore: score })]) });
    renderScreen(<HistoryPage />);
    const badge = await screen.findByTestId("match-badge");
    expect(badge.textContent).toBe(`${score}% match`);
    expect(badge.className).toContain(colour);
  });

  it("draws the overall trend, and one job's progress on the newest card of a job analyzed more than once", async () => {
    stubApi({
      [ANALYSES]: () =>
        jsonResponse([
          savedAnalysis(3, { companyName: "Acme", jobTitle: "Engineer", overallScore: 78 }),
          savedAnalysis(2, { overallScore: 40 }),
          savedAnalysis(1, { companyName: "acme ", jobTitle: "engineer", overallScore: 52 }),
        ]),
    });
    renderScreen(<HistoryPage />);
    await screen.findAllByTestId("analysis-card");
    const charts = screen.getAllByRole("img");
    expect(charts).toHaveLength(2);
    expect(charts[0]?.getAttribute("aria-label")).toMatch(/^Overall score across 3 analyses, from 52 on .+ to 78 on .+: up 26 points\.$/);
    const [newest, , oldest] = cards();
    expect(
      within(newest as HTMLElement)
        .getByRole("img")
        .getAttribute("aria-label"),
    ).toMatch(/^Overall score for Acme - Engineer across 2 analyses, from 52 on .+ to 78 on .+: up 26 points\.$/);
    expect(within(newest as HTMLElement).getByText("Analyzed 2 times for this job: up 26 points since the first.")).toBeTruthy();
    expect(within(oldest as HTMLElement).queryByRole("img")).toBeNull();
  });

  it("loads the next page with the cursor the API sent, until there is none", async () => {
    const requested = stubApi({
      [ANALYSES]: ({ url }) =>
        url.searchParams.get("cursor") === "page-2"
          ? jsonResponse([savedAnalysis(1)])
          : jsonResponse([savedAnalysis(3), savedAnalysis(2)], 200, { "X-Next-Cursor": "page-2" }),
    });
    renderScreen(<HistoryPage />);
    await screen.findByRole("article", { name: "Company 3 - Role 3" });
    expect(cards()).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByRole("article", { name: "Company 1 - Role 1" });
    expect(cards()).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(requested.map(({ url }) => url.searchParams.get("cursor"))).toEqual([null, "page-2"]);
  });

  it("keeps the loaded analyses and toasts when a later page fails", async () => {
    stubApi({
      [ANALYSES]: ({ url }) =>
        url.searchParams.has("cursor")
          ? new Response("down", { status: 503 })
          : jsonResponse([savedAnalysis(2)], 200, { "X-Next-Cursor": "page-2" }),
    });
    renderScreen(<HistoryPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Load more" }));
    await vi.waitFor(() => expect(screen.getByTestId("toast").textContent).toContain("Failed to fetch analyses"));
    expect(cards()).toHaveLength(1);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
