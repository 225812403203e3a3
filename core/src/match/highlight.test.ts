import { describe, expect, it } from "vitest";
import type { HighlightTerm } from "../contracts.ts";
import { findHighlightSpans, segmentHighlights } from "./highlight.ts";

const term = (text: string, matchType: HighlightTerm["matchType"] = "perfect"): HighlightTerm => ({
  text,
  matchType,
  tooltip: `tip ${text}`,
});

function marked(text: string, terms: HighlightTerm[]): string[] {
  const result = findHighlightSpans(text, terms);
  return result.spans.map((span) => result.text.slice(span.start, span.end));
}

describe("findHighlightSpans (SPEC.md section 5)", () => {
  it("matches case-insensitively", () => {
    expect(marked("PYTHON and python and Python", [term("python")])).toEqual(["PYTHON", "python", "Python"]);
  });

  it("marks every occurrence", () => {
    expect(findHighlightSpans("SQL, SQL; SQL.", [term("SQL")]).spans).toHaveLength(3);
  });

  it("normalizes line endings before matching, and reports offsets in the normalized text", () => {
    const result = findHighlightSpans("Skills\r\nmachine\r\nlearning\rSQL", [term("SQL")]);
    expect(result.text).toBe("Skills\nmachine\nlearning\nSQL");
    expect(result.spans[0]).toMatchObject({ start: 24, end: 27 });
  });

  it("matches a term written with a line break across the normalized text", () => {
    expect(marked("deep\r\nlearning", [term("deep\nlearning")])).toEqual(["deep\nlearning"]);
  });

  it("ignores overlapping matches, keeping the earliest", () => {
    expect(marked("project management office", [term("management office"), term("project management")])).toEqual(["project management"]);
  });

  it("ignores overlapping matches, keeping the longest of those that start together", () => {
    expect(marked("machine learning engineer", [term("machine"), term("machine learning")])).toEqual(["machine learning"]);
  });

  it("keeps the style and tooltip of the kept match", () => {
    const { spans } = findHighlightSpans("React Native", [term("React", "partial"), term("React Native", "perfect")]);
    expect(spans).toEqual([{ start: 0, end: 12, matchType: "perfect", tooltip: "tip React Native", keyword: "React Native" }]);
  });

  it.each([
    ["ms", "Led teams of 5; MS Office"],
    ["ba", "Basic banking; BA in Economics"],
    ["java", "JavaScript only"],
  ])("does not mark '%s' inside a longer word", (needle, text) => {
    const found = marked(text, [term(needle)]);
    for (const hit of found) expect(hit.toLowerCase()).toBe(needle);
    expect(found.length).toBeLessThanOrEqual(1);
  });

  it("marks names that end in symbols", () => {
    expect(marked("C++ and C# and .NET", [term("C++"), term("C#"), term(".NET")])).toEqual(["C++", "C#", ".NET"]);
  });

  it("ignores blank terms", () => {
    expect(findHighlightSpans("text", [term("  ")]).spans).toEqual([]);
  });
});

describe("segmentHighlights", () => {
  it("cuts the text into plain and marked pieces that add up to the text", () => {
    const { text, spans } = findHighlightSpans("Python and SQL", [term("SQL"), term("Python")]);
    const segments = segmentHighlights(text, spans);
    expect(segments.map((s) => s.text).join("")).toBe(text);
    expect(segments.map((s) => s.span?.keyword ?? null)).toEqual(["Python", null, "SQL"]);
  });
});
