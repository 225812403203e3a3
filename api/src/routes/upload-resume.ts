import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { ApiError, type ErrorCode, errorBody } from "../errors.ts";
import { extractResume, fileTooLargeMessage, UPLOAD_LIMITS } from "../files/extract.ts";
import { sanitizeFilename } from "../files/filename.ts";
import type { ExtractionError } from "../files/result.ts";

/** Room for the multipart boundary and part headers around a file of the largest size allowed. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MISSING_FILE = 'Send the resume as a file in the form field "resume"';
/** react-dropzone's wording, which the web app also shows (SPEC.md section 5). */
const TOO_MANY_FILES = "Too many files";

const FAILURES: Record<ExtractionError["kind"], { status: 413 | 415 | 422; code: ErrorCode }> = {
  too_large: { status: 413, code: "payload_too_large" },
  unsupported_type: { status: 415, code: "unsupported_media_type" },
  unprocessable: { status: 422, code: "unprocessable" },
};

/** One file, in the field `resume`; a second file anywhere in the form is one too many. */
export const uploadResumeFormSchema = z
  .looseObject({
    resume: z.instanceof(File, { error: (issue) => (Array.isArray(issue.input) ? TOO_MANY_FILES : MISSING_FILE) }),
  })
  .superRefine((form, context) => {
    const files = Object.values(form)
      .flat()
      .filter((value) => value instanceof File);
    if (files.length > 1) context.addIssue({ code: "custom", message: TOO_MANY_FILES });
  });

const requireMultipart = createMiddleware(async (c, next) => {
  const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "multipart/form-data") {
    throw new ApiError(415, "unsupported_media_type", "Content-Type must be multipart/form-data");
  }
  await next();
});

const tooLarge = fileTooLargeMessage(UPLOAD_LIMITS.maxBytes);

export const uploadResumeRoutes = new Hono().post(
  "/",
  // Before the body is read: a request that cannot hold an allowed file is refused as it streams in.
  bodyLimit({
    maxSize: UPLOAD_LIMITS.maxBytes + MULTIPART_OVERHEAD_BYTES,
    onError: (c) => c.json(errorBody("payload_too_large", tooLarge), 413),
  }),
  requireMultipart,
  zValidator("form", uploadResumeFormSchema, (result) => {
    if (!result.success) throw new ApiError(400, "validation_failed", result.error.issues[0]?.message ?? MISSING_FILE);
  }),
  async (c) => {
    const { resume } = c.req.valid("form");
    if (resume.size > UPLOAD_LIMITS.maxBytes) throw new ApiError(413, "payload_too_large", tooLarge);
    const result = await extractResume(new Uint8Array(await resume.arrayBuffer()));
    if (!result.ok) {
      const { status, code } = FAILURES[result.error.kind];
      throw new ApiError(status, code, result.error.message);
    }
    return c.json({ text: result.value.text, filename: sanitizeFilename(resume.name), layout: result.value.layout }, 200);
  },
);
