/**
 * POST /api/job/import { url } → { company, title, description }: how the optimizer fills its form from a job page.
 * Open to visitors. The page is fetched under the SSRF address policy (jobs/fetch-page.ts); the policy is injected so
 * tests can serve pages from 127.0.0.1, which production refuses.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import type { IdentityVariables } from "../auth/middleware.ts";
import { ApiError, type ErrorCode, errorBody } from "../errors.ts";
import { type PageFetchOptions, productionFetchOptions } from "../jobs/fetch-page.ts";
import { importJobPosting, type JobImportError } from "../jobs/import-job.ts";
import { validate } from "../validation.ts";

export const MAX_JOB_URL_LENGTH = 2048;
const MAX_IMPORT_BODY_BYTES = 16 * 1024;

export const jobImportRequestSchema = z.object({
  url: z
    .string({ error: "Please enter the job posting's address" })
    .trim()
    .min(1, "Please enter the job posting's address")
    .max(MAX_JOB_URL_LENGTH, `The address is longer than ${MAX_JOB_URL_LENGTH} characters`),
});

const FAILURES: Record<JobImportError["kind"], { status: ContentfulStatusCode; code: ErrorCode }> = {
  invalid_url: { status: 400, code: "validation_failed" },
  unsupported_scheme: { status: 400, code: "validation_failed" },
  not_allowed: { status: 400, code: "address_not_allowed" },
  not_html: { status: 415, code: "unsupported_media_type" },
  too_large: { status: 422, code: "unprocessable" },
  no_posting: { status: 422, code: "unprocessable" },
  too_many_redirects: { status: 502, code: "page_unreachable" },
  unreachable: { status: 502, code: "page_unreachable" },
  timeout: { status: 504, code: "page_timeout" },
};

export function createJobImportRoutes(fetchOptions: PageFetchOptions = productionFetchOptions) {
  return new Hono<{ Variables: IdentityVariables }>().post(
    "/",
    bodyLimit({
      maxSize: MAX_IMPORT_BODY_BYTES,
      onError: (c) => c.json(errorBody("payload_too_large", "Request body is larger than 16 KB"), 413),
    }),
    validate("json", jobImportRequestSchema),
    async (c) => {
      const { url } = c.req.valid("json");
      const result = await importJobPosting(url, fetchOptions);
      if (!result.ok) {
        const { status, code } = FAILURES[result.error.kind];
        throw new ApiError(status, code, result.error.message);
      }
      return c.json(result.value, 200);
    },
  );
}

export const jobImportRoutes = createJobImportRoutes();
