import { describe, expect, it } from "vitest";
import { findDateRanges, resumeYears, yearsCovered } from "./experience.ts";

const asOf = new Date("2026-06-15T00:00:00Z");

describe("findDateRanges", () => {
  it.each([
    ["Jan 2020 - Present", "month-name", 6.4],
    ["03/2018 – 06/2021", "numeric", 3.3],
    ["2016 to 2019", "year", 3],
    ["September 2019 — March 2020", "month-name", 0.5],
  ])("reads %s", (text, style, years) => {
    const ranges = findDateRanges(text.replace("–", "-").replace("—", "-"), asOf);
    expect(ranges).toHaveLength(1);
    expect(ranges[0]?.style).toBe(style);
    expect(yearsCovered(ranges)).toBeCloseTo(years, 1);
  });

  it("ignores ranges that run backwards", () => {
    expect(findDateRanges("2021 - 2019", asOf)).toEqual([]);
  });
});

describe("resumeYears", () => {
  it("counts overlapping roles once", () => {
    expect(resumeYears(findDateRanges("Acme, Jan 2018 - Dec 2020\nBeta, Jan 2020 - Dec 2021", asOf), "")).toBeCloseTo(3.9, 1);
  });

  it("falls back to stated years when no dates are given", () => {
    expect(resumeYears([], "Nurse with 8+ years of clinical experience")).toBe(8);
  });
});
