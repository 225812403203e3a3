import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  authAs,
  GET_SUBSCRIPTION,
  jsonResponse,
  pending,
  screenRendererAt,
  stubApi,
  subscriptionInfo,
} from "../../../test/render-screen.tsx";
import { ProFeatureGate } from "./pro-feature-gate.tsx";

const renderWithProviders = screenRendererAt("/optimizer", authAs("signed-out"));

function renderGate(auth = authAs("signed-in")) {
  return renderWithProviders(
    <ProFeatureGate feature="AI Optimizer">
      <button type="button">AI-Optimize</button>
    </ProFeatureGate>,
    { auth },
  );
}

describe("ProFeatureGate", () => {
  it("asks a visitor to sign in, naming the feature, and hides the feature", () => {
    const requests = stubApi({});
    renderGate(authAs("signed-out"));
    expect(screen.getByText("Authentication Required")).toBeTruthy();
    expect(screen.getByText("Sign in to use the AI Optimizer feature")).toBeTruthy();
    expect(screen.getByText("Create a free account to start optimizing your resume with AI.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign In with Google" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "AI-Optimize" })).toBeNull();
    expect(requests).toEqual([]);
  });

  it("shows a placeholder while the user is not known yet", () => {
    stubApi({});
    renderGate(authAs("loading"));
    expect(screen.getByRole("status", { name: "Loading AI Optimizer" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "AI-Optimize" })).toBeNull();
    expect(screen.queryByText("Authentication Required")).toBeNull();
  });

  it("shows a placeholder while the subscription loads", async () => {
    const requests = stubApi({ [GET_SUBSCRIPTION]: pending });
    renderGate();
    expect(screen.getByRole("status", { name: "Loading AI Optimizer" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "AI-Optimize" })).toBeNull();
    await vi.waitFor(() => expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([GET_SUBSCRIPTION]));
  });

  it("shows the feature, with the allowance, when the server allows access", async () => {
    stubApi({ [GET_SUBSCRIPTION]: () => jsonResponse(subscriptionInfo()) });
    renderGate();
    expect(await screen.findByRole("button", { name: "AI-Optimize" })).toBeTruthy();
    expect(screen.getByText("1 free AI optimization this week.")).toBeTruthy();
    expect(screen.queryByText("Access restricted")).toBeNull();
  });

  it("shows the current plan, the reason and upgrade links when access is denied", async () => {
    const reason = "You have used your 1 free AI optimization per week. Upgrade to Plus for 30 per month.";
    stubApi({
      [GET_SUBSCRIPTION]: () => jsonResponse(subscriptionInfo({ monthlyOptimizerUsage: 1, optimizerAccess: { allowed: false, reason } })),
    });
    renderGate();
    expect(await screen.findByText("Access restricted")).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.getByText("Current plan")).toBeTruthy();
    expect(screen.getByText("Free")).toBeTruthy();
    expect(screen.getByText("1 of 1 AI optimization used this week")).toBeTruthy();
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Upgrade to Plus", "/subscribe"],
      ["Upgrade to Pro", "/subscribe"],
    ]);
    expect(screen.queryByRole("button", { name: "AI-Optimize" })).toBeNull();
  });

  it("shows a paid plan's status and only the higher plan when Plus is used up", async () => {
    const reason = "You have used all 30 AI optimizations for this month. Upgrade to Pro for unlimited optimizations.";
    stubApi({
      [GET_SUBSCRIPTION]: () =>
        jsonResponse(
          subscriptionInfo({ subscriptionPlan: "plus", monthlyOptimizerUsage: 30, optimizerAccess: { allowed: false, reason } }),
        ),
    });
    renderGate();
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.getByText("Plus")).toBeTruthy();
    expect(screen.getByText("Active")).toBeTruthy();
    expect(screen.getByText("30 of 30 AI optimizations used this month")).toBeTruthy();
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Upgrade to Pro"]);
  });

  it("says so when the subscription cannot be read", async () => {
    stubApi({ [GET_SUBSCRIPTION]: () => new Response("boom", { status: 500 }) });
    renderGate();
    expect(await screen.findByText("Failed to load subscription information")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "AI-Optimize" })).toBeNull();
  });
});
