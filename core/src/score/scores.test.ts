import { describe, expect, it } from "vitest";
import { computeScores, coverage, type ScoreParts } from "./scores.ts";

const parts = (overrides: Partial<ScoreParts> = {}): ScoreParts => ({
  keywords: [
    { kind: "hard", weight: 3, matchType: "perfect" },
    { kind: "hard", weight: 1, matchType: "missing" },
    { kind: "soft", weight: 1, matchType: "partial" },
  ],
  titleScore: 100,
  experienceScore: 100,
  educationScore: 100,
  formattingScore: 90,
  ...overrides,
});

describe("coverage", () => {
  it("weighs perfect as 1, partial as 0.5, missing as 0", () => {
    expect(coverage(parts().keywords, "hard")).toBe(75);
    expect(coverage(parts().keywords, "soft")).toBe(50);
  });

  it("is 100 when the posting asks for none of a kind", () => {
    expect(coverage([], "soft")).toBe(100);
  });
});

describe("computeScores", () => {
  it("blends the parts as documented", () => {
    // 0.5*75 + 0.15*50 + 0.1*100 + 0.1*90 + 0.1*100*1 + 0.05*100*1 = 79
    expect(computeScores(parts())).toEqual({ overallScore: 79, hardSkillsScore: 75, softSkillsScore: 50, formattingScore: 90 });
  });

  it("counts experience and education only as far as the hard skills are relevant", () => {
    const unrelated = parts({ keywords: [{ kind: "hard", weight: 1, matchType: "missing" }] });
    const withoutYears = computeScores({ ...unrelated, experienceScore: 0, educationScore: 0 });
    expect(computeScores(unrelated).overallScore).toBe(withoutYears.overallScore);
  });

  it("gives the weight of a kind the posting does not ask for to the other parts", () => {
    const hardOnly = parts({ keywords: [{ kind: "hard", weight: 1, matchType: "missing" }] });
    // 0.5*0 + 0.1*100 + 0.1*90 + 0 + 0, over the 0.85 of weight that remains = 22.35
    expect(computeScores(hardOnly)).toMatchObject({ overallScore: 22, softSkillsScore: 100 });
  });

  it("returns integers within 0-100", () => {
    const scores = computeScores(parts({ formattingScore: 33.3333 }));
    for (const value of Object.values(scores)) {
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
    }
  });
});
