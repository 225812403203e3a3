/** zod validation at the edge of every route: the first issue becomes a 400 in the API's one error shape. */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { ApiError } from "./errors.ts";

/** The schema's own messages ("Please enter the job title") are the user-facing ones; others get the field's name. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.join(".");
  if (issue.code === "too_small" || field === "") return issue.message;
  return `${field}: ${issue.message}`;
}

export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const first = result.error.issues[0];
      throw new ApiError(400, "validation_failed", first ? describeIssue(first) : "Invalid request");
    }
  });
}
