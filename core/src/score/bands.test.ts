import { describe, expect, it } from "vitest";
import { historyBadge, impactBand, scoreBand, scoreSummary } from "./bands.ts";

describe("score bands (80 / 60)", () => {
  it.each([
    [100, "good"],
    [80, "good"],
    [79, "warning"],
    [60, "warning"],
    [59, "error"],
    [0, "error"],
  ])("puts %i in %s", (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });

  it.each([
    [80, "Great! Your resume is well-optimized."],
    [79, "Good start. We found areas to improve."],
    [60, "Good start. We found areas to improve."],
    [59, "We found several ways to strengthen your resume."],
  ])("summarises %i as %s", (score, text) => {
    expect(scoreSummary(score)).toBe(text);
  });
});

describe("suggestion impact bands (x10: 80 / 60 / 40)", () => {
  it.each([
    [8, "excellent"],
    [7.9, "good"],
    [6, "good"],
    [5, "fair"],
    [4, "fair"],
    [3.9, "poor"],
    [0, "poor"],
  ])("puts +%s in %s", (impact, band) => {
    expect(impactBand(impact)).toBe(band);
  });
});

describe("history badge (80 / 60)", () => {
  it.each([
    [80, "green"],
    [60, "yellow"],
    [59, "red"],
  ])("colours %i %s", (score, badge) => {
    expect(historyBadge(score)).toBe(badge);
  });
});
