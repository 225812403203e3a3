import { analyzeResume, scoreSummary } from "@jobfit/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "./app.tsx";

const input = {
  companyName: "Larkspur Freight",
  jobTitle: "Backend Engineer",
  jobDescription:
    "Requirements\n- 3+ years building REST APIs in TypeScript and Node.js\n- PostgreSQL and Docker\n- Clear written communication",
  resumeText:
    "Sam Lee\nsam@example.com | (555) 010-2000\n\nEXPERIENCE\nSoftware Engineer, Acme — Jan 2020 – Present\n- Built REST APIs in TypeScript on Node.js\n- Ran PostgreSQL in production\n\nSKILLS\nTypeScript, Node.js, PostgreSQL",
};

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("App", () => {
  it("starts empty, then scores locally about 150 ms after the user stops typing", () => {
    render(<App />);
    expect(screen.getByText("Ready to analyze your resume")).toBeTruthy();
    expect(screen.getByText("Add a job description above to get started")).toBeTruthy();

    type("Company", input.companyName);
    type("Job Title", input.jobTitle);
    type("Job Description", input.jobDescription);
    type("Resume", input.resumeText);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByRole("img")).toBeNull();

    act(() => {
      vi.advanceTimersByTime(60);
    });
    const expected = analyzeResume(input);
    expect(screen.getByRole("img", { name: `Overall score: ${expected.overallScore} out of 100` })).toBeTruthy();
    expect(screen.getByText(scoreSummary(expected.overallScore))).toBeTruthy();
    expect(screen.getByRole("meter", { name: "Hard Skills" }).getAttribute("aria-valuenow")).toBe(String(expected.hardSkillsScore));
    expect(document.querySelector(".highlighted-resume mark.perfect")).not.toBeNull();
  });

  it("asks for the resume once a job description is there", () => {
    render(<App />);
    type("Job Description", input.jobDescription);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByText("Paste your resume text to see your match score")).toBeTruthy();
  });
});
