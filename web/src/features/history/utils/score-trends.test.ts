import { describe, expect, it } from "vitest";
import { changeText, describeTrend, jobKey, overallTrend, repeatedJobTrends, type TrendPoint } from "./score-trends.ts";

function analysis(id: string, day: number, overallScore: number, companyName = "Acme", jobTitle = "Engineer") {
  return { id, companyName, jobTitle, overallScore, createdAt: `2025-03-${String(day).padStart(2, "0")}T09:00:00.000Z` };
}

const point = (id: string, score: number, day = 1): TrendPoint => ({ id, score, createdAt: `2025-03-0${day}T09:00:00.000Z` });

describe("overallTrend", () => {
  it("orders the scores oldest first and clamps them to whole numbers from 0 to 100", () => {
    const points = overallTrend([analysis("c", 3, 101), analysis("a", 1, 49.6), analysis("b", 2, -4)]);
    expect(points.map((p) => [p.id, p.score])).toEqual([
      ["a", 50],
      ["b", 0],
      ["c", 100],
    ]);
  });
});

describe("repeatedJobTrends", () => {
  it("keys each job analyzed more than once by its newest analysis, ignoring case and spacing", () => {
    const trends = repeatedJobTrends([
      analysis("new", 9, 78, "ACME ", "engineer"),
      analysis("other", 8, 60, "Globex", "Engineer"),
      analysis("mid", 5, 61, "Acme", "Engineer"),
      analysis("old", 1, 52, "acme", "Engineer "),
    ]);
    expect([...trends.keys()]).toEqual(["new"]);
    expect(trends.get("new")?.map((p) => p.id)).toEqual(["old", "mid", "new"]);
  });

  it("does not group analyses that have neither company nor title", () => {
    expect(repeatedJobTrends([analysis("a", 1, 50, "", " "), analysis("b", 2, 60, " ", "")]).size).toBe(0);
  });

  it("tells jobs apart by company and title together", () => {
    expect(jobKey({ companyName: "Acme", jobTitle: "Engineer" })).not.toBe(jobKey({ companyName: "Acme Engineer", jobTitle: "" }));
  });
});

describe("changeText and describeTrend", () => {
  it.each([
    [[point("a", 50), point("b", 62)], "up 12 points"],
    [[point("a", 50), point("b", 49)], "down 1 point"],
    [[point("a", 70), point("b", 40), point("c", 70)], "unchanged"],
  ])("says how the score moved from first to last", (points, text) => {
    expect(changeText(points)).toBe(text);
  });

  it("names the count, the first and last scores with their dates, and the change", () => {
    const format = (iso: string) => iso.slice(0, 10);
    expect(describeTrend("Overall score", [point("a", 52, 1), point("b", 60, 2), point("c", 78, 9)], format)).toBe(
      "Overall score across 3 analyses, from 52 on 2025-03-01 to 78 on 2025-03-09: up 26 points.",
    );
    expect(describeTrend("Overall score", [point("a", 52, 1)], format)).toBe("Overall score: one analysis, 52 on 2025-03-01.");
  });
});
