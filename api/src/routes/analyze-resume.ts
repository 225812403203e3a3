import { analyzeResume, analyzeResumeRequestSchema, highlightResume } from "@jobfit/core";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { type IdentityVariables, requireSameUser } from "../auth/middleware.ts";
import { insertAnalysis } from "../db/analyses.ts";
import { getDatabase } from "../db/context.ts";
import { ensureUserProfile } from "../db/users.ts";
import { ApiError, errorBody } from "../errors.ts";
import { validate } from "../validation.ts";

export const MAX_ANALYZE_BODY_BYTES = 1024 * 1024;

const requireJson = createMiddleware(async (c, next) => {
  const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/json") {
    throw new ApiError(415, "unsupported_media_type", "Content-Type must be application/json");
  }
  await next();
});

export const analyzeResumeRoutes = new Hono<{ Variables: IdentityVariables }>().post(
  "/",
  bodyLimit({
    maxSize: MAX_ANALYZE_BODY_BYTES,
    onError: (c) => c.json(errorBody("payload_too_large", "Request body is larger than 1 MB"), 413),
  }),
  requireJson,
  validate("json", analyzeResumeRequestSchema),
  async (c) => {
    const { userId, layout, ...input } = c.req.valid("json");
    const result = analyzeResume(input, { layout });
    // A visitor: the analysis is computed and returned, and nothing is stored.
    if (userId === null) return c.json(result, 200);

    // Signed in: saved to the caller's own account (the userId must be the verified uid).
    const user = requireSameUser(c, userId);
    const { db } = getDatabase();
    // The profile normally exists from the sign-in sync; an analyze that races it must not fail on the foreign key.
    await ensureUserProfile(db, { id: user.uid, displayName: user.name, email: user.email, photoURL: user.picture });
    const saved = await insertAnalysis(db, {
      userId: user.uid,
      resumeText: input.resumeText,
      companyName: input.companyName,
      jobTitle: input.jobTitle,
      jobDescription: input.jobDescription,
      overallScore: result.overallScore,
      hardSkillsScore: result.hardSkillsScore,
      softSkillsScore: result.softSkillsScore,
      formattingScore: result.formattingScore,
      matchedKeywords: result.matchedKeywords,
      suggestions: result.suggestions,
      checks: result.checks,
      highlights: highlightResume(input.resumeText, result).spans,
      engineVersion: result.engineVersion,
    });
    return c.json({ ...result, id: saved.id }, 200);
  },
);
