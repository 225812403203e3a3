import { describe, expect, it } from "vitest";
import { educationLevelsIn, requiredYearsIn } from "./requirements.ts";

describe("requiredYearsIn", () => {
  it.each([
    ["5+ years of experience in accounting", 5],
    ["3-5 years of professional experience", 3],
    ["at least 2 years experience with Excel; 7 years of management experience", 2],
    ["We have been in business for 40 years", null],
    ["Founded 12 years ago", null],
    ["3+ years as a quota-carrying Account Executive", 3],
    ["No experience required", null],
  ])("reads %j as %j", (text, years) => {
    expect(requiredYearsIn(text)).toBe(years);
  });
});

describe("educationLevelsIn", () => {
  it.each([
    ["Bachelor's degree in Finance", ["bachelor"]],
    ["BSN required; MSN preferred", ["bachelor", "master"]],
    ["Ph.D. in Statistics", ["doctorate"]],
    ["High school diploma or GED", ["high-school"]],
    ["Associate degree in Nursing (ADN)", ["associate"]],
    ["Strong communication", []],
    ["B.S. Computer Science, State University", ["bachelor"]],
    ["MS or PhD in Statistics", ["master", "doctorate"]],
    ["Skilled in MS Office", []],
    ["Bachelor of Science in Mechanical Engineering", ["bachelor"]],
    ["B.F.A., Graphic Design", ["bachelor"]],
    ["Master of Education", ["master"]],
    ["M.B.A., Wharton; B.A. Economics", ["bachelor", "master"]],
  ])("reads %j", (text, levels) => {
    expect(educationLevelsIn(text)).toEqual(levels);
  });
});
