/**
 * The AI optimizer (SPEC.md section 7): the caller's own resume rewritten for a posting, within their plan's limit.
 * The limit is checked and the use counted by `recordOptimizationWithinLimit`, so simultaneous calls cannot exceed
 * it, and a rewriter that fails counts nothing.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { getRewriter, isRewriterError, optimizerAnalysisSchema, rewriteChecked } from "../ai/rewriter.ts";
import { type IdentityVariables, requireSameUser } from "../auth/middleware.ts";
import { getClock } from "../billing/clock.ts";
import { optimizerAccess } from "../billing/limits.ts";
import { effectiveSubscription, optimizerQuota } from "../billing/subscription.ts";
import { getDatabase } from "../db/context.ts";
import { recordOptimizationWithinLimit } from "../db/optimizer-usage.ts";
import { ensureUserRow } from "../db/subscriptions.ts";
import { getUser } from "../db/users.ts";
import { ApiError, errorBody } from "../errors.ts";
import { validate } from "../validation.ts";

export const MAX_OPTIMIZE_BODY_BYTES = 1024 * 1024;

export const NO_ANALYSIS_MESSAGE = "Please analyze your resume first";
export const REWRITER_FAILED_MESSAGE = "The AI rewriter failed. Nothing was counted; please try again.";

const optimizeResumeRequestSchema = z.object({
  resumeText: z.string().trim().min(1, "Please upload a resume or enter resume text").max(100_000),
  jobDescription: z.string().trim().min(1, "Please enter the job description").max(50_000),
  // Missing or null means "not analyzed yet": answered with SPEC.md section 5's message, not a validation error.
  analysisResult: optimizerAnalysisSchema.nullish(),
  // Null (a visitor's shape) is let through so that a visitor gets the 401 rather than a 400.
  userId: z.string().min(1).max(128).nullable(),
});

export const optimizeResumeRoutes = new Hono<{ Variables: IdentityVariables }>().post(
  "/",
  bodyLimit({
    maxSize: MAX_OPTIMIZE_BODY_BYTES,
    onError: (c) => c.json(errorBody("payload_too_large", "Request body is larger than 1 MB"), 413),
  }),
  validate("json", optimizeResumeRequestSchema),
  async (c) => {
    const { resumeText, jobDescription, analysisResult, userId } = c.req.valid("json");
    const user = requireSameUser(c, userId ?? "");
    if (!analysisResult) throw new ApiError(400, "bad_request", NO_ANALYSIS_MESSAGE);

    const { db } = getDatabase();
    const now = getClock().now();
    await ensureUserRow(db, { id: user.uid, email: user.email, displayName: user.name });
    const { plan } = effectiveSubscription(await getUser(db, user.uid), now);
    const rewriter = getRewriter();
    const outcome = await recordOptimizationWithinLimit(db, user.uid, { ...optimizerQuota(plan, now), at: now }, () =>
      rewriteChecked(rewriter, { resumeText, jobDescription, analysis: analysisResult }),
    ).catch((error: unknown) => {
      if (!isRewriterError(error)) throw error;
      // The cause names the provider's failure (status, timeout); the request's resume text is never logged.
      const cause = error.cause instanceof Error ? error.cause.message : String(error.cause ?? "");
      console.error(`${error.message}${cause ? `: ${cause}` : ""}`);
      throw new ApiError(502, "rewriter_failed", REWRITER_FAILED_MESSAGE);
    });
    if (!outcome.ok) throw new ApiError(403, "limit_reached", optimizerAccess(plan, outcome.used).reason);
    return c.json({ optimizedText: outcome.value }, 200);
  },
);
