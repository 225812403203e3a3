import { zValidator } from "@hono/zod-validator";
import { analyzeResume, analyzeResumeRequestSchema } from "@jobfit/core";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import { ApiError, errorBody } from "../errors.ts";

export const MAX_ANALYZE_BODY_BYTES = 1024 * 1024;

const requireJson = createMiddleware(async (c, next) => {
  const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/json") {
    throw new ApiError(415, "unsupported_media_type", "Content-Type must be application/json");
  }
  await next();
});

/** The schema's own messages ("Please enter the job title") are the user-facing ones; others get the field's name. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.join(".");
  if (issue.code === "too_small" || field === "") return issue.message;
  return `${field}: ${issue.message}`;
}

export const analyzeResumeRoutes = new Hono().post(
  "/",
  bodyLimit({
    maxSize: MAX_ANALYZE_BODY_BYTES,
    onError: (c) => c.json(errorBody("payload_too_large", "Request body is larger than 1 MB"), 413),
  }),
  requireJson,
  zValidator("json", analyzeResumeRequestSchema, (result) => {
    if (!result.success) {
      const first = result.error.issues[0];
      throw new ApiError(400, "validation_failed", first ? describeIssue(first) : "Invalid request body");
    }
  }),
  (c) => {
    const { userId, layout, ...input } = c.req.valid("json");
    // No identity adapter yet, so nobody is signed in: a request claiming a user cannot be verified.
    if (userId !== null) {
      throw new ApiError(403, "forbidden", "userId does not match the signed-in user");
    }
    // Visitor mode: the analysis is computed and returned, nothing is stored.
    return c.json(analyzeResume(input, { layout }), 200);
  },
);
