import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { LandingPage } from "./landing-page.tsx";

function renderLanding() {
  return render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

function section(name: string | RegExp) {
  return screen.getByRole("region", { name });
}

describe("LandingPage", () => {
  it("has one page heading and the bare product name as the tab title", () => {
    renderLanding();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(document.title).toBe("JobFit — resume match score and ATS checks");
  });

  it.each([
    ["Analyze My Resume", "/optimizer"],
    ["View Pricing Plans", "/subscribe"],
  ])("the hero's %s call to action links to %s", (label, href) => {
    renderLanding();
    const hero = section("Know how well your resume fits the job before you apply");
    expect(within(hero).getByRole("link", { name: label }).getAttribute("href")).toBe(href);
  });

  it("states the spec's claims: 10,000+ job seekers, a 4.9/5 rating, secure and private", () => {
    renderLanding();
    const claims = screen.getByRole("list", { name: "Why job seekers trust JobFit" });
    expect(
      within(claims)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Trusted by 10,000+ job seekers", "4.9/5 average rating", "Secure and private"]);
  });

  it("explains the three steps in order: upload, AI analysis, get optimized", () => {
    renderLanding();
    const steps = within(section("How it works")).getAllByRole("heading", { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual(["Step 1: Upload your resume", "Step 2: AI analysis", "Step 3: Get optimized"]);
  });

  it("shows the six feature cards", () => {
    renderLanding();
    const features = within(section("Everything you need to tailor a resume")).getAllByRole("list")[0];
    if (!features) throw new Error("no feature list");
    expect(
      within(features)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      "Detailed scoring",
      "Keyword optimization",
      "AI resume rewriting",
      "ATS compatibility",
      "Real-time analysis",
      "Expert suggestions",
    ]);
  });

  it("says plainly what JobFit does: explained, repeatable scores, in-browser scoring, no invented experience, an extension", () => {
    renderLanding();
    const promises = screen.getByRole("heading", { name: "What you can count on" }).parentElement;
    if (!promises) throw new Error("no promises panel");
    expect(
      within(promises)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      "Explained, not a black box",
      "The same score every run",
      "Scores as you type",
      "No invented experience",
      "Works on job boards",
    ]);
    expect(promises.textContent).toContain("never adds jobs, skills or results you did not list");
  });

  it.each([
    {
      name: "Free",
      price: "$0",
      features: ["1 AI optimization per week", "Basic analysis and keyword matching/highlighting", "Standard support"],
      cta: ["Start for Free", "/optimizer"],
    },
    {
      name: "Plus",
      price: "$24.95/month",
      features: ["30 optimizations per month", "Advanced analysis and keyword matching", "Priority support", "Analysis history"],
      cta: ["Choose Plus", "/subscribe"],
    },
    {
      name: "Pro",
      price: "$44.95/month",
      features: ["Unlimited optimizations", "All Plus features", "API access", "Premium support"],
      cta: ["Choose Pro", "/subscribe"],
    },
  ])("compares the $name plan at $price with the spec's features", ({ name, price, features, cta }) => {
    renderLanding();
    const plan = within(section("Plans for every stage of your search")).getByRole("article", { name });
    expect(plan.textContent?.replace(/\s+/g, "")).toContain(price);
    expect(
      within(plan)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(features);
    const [label = "", href] = cta;
    expect(within(plan).getByRole("link", { name: label }).getAttribute("href")).toBe(href);
  });

  it("lists exactly three plans", () => {
    renderLanding();
    expect(within(section("Plans for every stage of your search")).getAllByRole("article")).toHaveLength(3);
  });

  it.each([
    ["Start My Free Analysis", "/optimizer"],
    ["Compare Plans", "/subscribe"],
  ])("the closing call to action %s links to %s", (label, href) => {
    renderLanding();
    const closing = section("See your match score for the next job you apply to");
    expect(within(closing).getByRole("link", { name: label }).getAttribute("href")).toBe(href);
  });

  it("makes no request: the landing page is static", () => {
    const fetchSpy = vi.fn(async () => Response.json({}));
    vi.stubGlobal("fetch", fetchSpy);
    try {
      renderLanding();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
