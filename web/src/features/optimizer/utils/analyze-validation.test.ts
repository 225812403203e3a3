import { describe, expect, it } from "vitest";
import { firstValidationFailure } from "./analyze-validation.ts";

const filled = { resumeText: "Resume", companyName: "Acme", jobTitle: "Engineer", jobDescription: "Build things" };

describe("firstValidationFailure", () => {
  it.each([
    [
      { resumeText: "", companyName: "", jobTitle: "", jobDescription: "" },
      "Resume required",
      "Please upload a resume or enter resume text",
    ],
    [{ ...filled, companyName: "", jobTitle: "", jobDescription: "" }, "Company name required", "Please enter the company name"],
    [{ ...filled, jobTitle: "", jobDescription: "" }, "Job title required", "Please enter the job title"],
    [{ ...filled, jobDescription: "" }, "Job description required", "Please enter the job description"],
  ])("reports the first blank field in the spec's order (%#)", (input, title, description) => {
    expect(firstValidationFailure(input)).toMatchObject({ title, description });
  });

  it("treats whitespace as blank", () => {
    expect(firstValidationFailure({ ...filled, companyName: " \n\t " })?.title).toBe("Company name required");
  });

  it("passes when all four fields are filled", () => {
    expect(firstValidationFailure(filled)).toBeNull();
  });
});
