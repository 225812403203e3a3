/** SPEC.md section 5: Analyze needs all four fields non-blank, checked in this order, each failure its own message. */
import type { AnalyzeInput } from "@jobfit/core";

export interface ValidationFailure {
  field: keyof AnalyzeInput;
  title: string;
  description: string;
}

const RULES: readonly ValidationFailure[] = [
  { field: "resumeText", title: "Resume required", description: "Please upload a resume or enter resume text" },
  { field: "companyName", title: "Company name required", description: "Please enter the company name" },
  { field: "jobTitle", title: "Job title required", description: "Please enter the job title" },
  { field: "jobDescription", title: "Job description required", description: "Please enter the job description" },
];

/** The first blank field's failure, in the spec's order; null when all four are filled. */
export function firstValidationFailure(input: AnalyzeInput): ValidationFailure | null {
  return RULES.find((rule) => input[rule.field].trim() === "") ?? null;
}

export const RESUME_REQUIRED = RULES[0] as ValidationFailure;
