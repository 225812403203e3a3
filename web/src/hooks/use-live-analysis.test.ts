import { analyzeResume } from "@jobfit/core";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useLiveAnalysis } from "./use-live-analysis.ts";

const input = {
  companyName: "Harbor Lane Logistics",
  jobTitle: "Data Engineer",
  jobDescription: "Requirements\n• Python and SQL\n• Airflow and Snowflake",
  resumeText: "Casey Morgan\ncasey@example.com\n\nExperience\n• Built Python pipelines\n\nSkills\nPython, SQL",
};

describe("useLiveAnalysis", () => {
  it("scores the input as core does once the debounce delay has passed", async () => {
    const { result } = renderHook(() => useLiveAnalysis(input, 10));
    await waitFor(() => expect(result.current.result).not.toBeNull());
    expect(result.current.result?.overallScore).toBe(analyzeResume(input).overallScore);
    expect(result.current.resumeText).toBe(input.resumeText);
    expect(result.current.stale).toBe(false);
  });

  it("scores nothing while disabled", async () => {
    const { result } = renderHook(() => useLiveAnalysis(input, 10, { enabled: false }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(result.current.result).toBeNull();
  });

  it("takes an uploaded document's layout into the formatting score, as the server does", async () => {
    const layout = { fileType: "pdf" as const, columns: 2, tables: 1 };
    const { result } = renderHook(() => useLiveAnalysis(input, 10, { layout }));
    await waitFor(() => expect(result.current.result).not.toBeNull());
    const expected = analyzeResume(input, { layout }).formattingScore;
    expect(expected).toBeLessThan(analyzeResume(input).formattingScore);
    expect(result.current.result?.formattingScore).toBe(expected);
  });
});
