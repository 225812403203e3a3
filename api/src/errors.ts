/** The API's one error shape, `{ error: { code, message } }`, and the one handler that produces it. */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export type ErrorCode =
  | "bad_request"
  | "invalid_json"
  | "validation_failed"
  | "unsupported_media_type"
  | "forbidden"
  | "not_found"
  | "payload_too_large"
  | "unprocessable"
  | "unauthenticated"
  | "card_declined"
  | "card_invalid"
  | "limit_reached"
  | "rewriter_failed"
  | "rate_limited"
  | "address_not_allowed"
  | "page_unreachable"
  | "page_timeout"
  | "internal";

export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}

export function errorBody(code: ErrorCode, message: string): ErrorBody {
  return { error: { code, message } };
}

/** An expected failure: thrown by handlers and validators, turned into the error shape by `handleError`. */
export class ApiError extends HTTPException {
  override readonly name = "ApiError";
  readonly code: ErrorCode;

  constructor(status: ContentfulStatusCode, code: ErrorCode, message: string) {
    super(status, { message });
    this.code = code;
  }
}

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  401: "unauthenticated",
  429: "rate_limited",
  400: "bad_request",
  403: "forbidden",
  404: "not_found",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "unprocessable",
};

/** Hono's own HTTPExceptions (for example the validator's malformed-JSON one) keep their status and message. */
function codeForHttpException(err: HTTPException): ErrorCode {
  if (err.status === 400 && /malformed json/i.test(err.message)) return "invalid_json";
  return CODE_BY_STATUS[err.status] ?? "bad_request";
}

export function handleError(err: Error, c: Context): Response {
  if (err instanceof ApiError) return c.json(errorBody(err.code, err.message), err.status);
  if (err instanceof HTTPException && err.status < 500) {
    return c.json(errorBody(codeForHttpException(err), err.message || "Bad request"), err.status);
  }
  // The stack names the failing code; request bodies (resume text) are never logged.
  console.error(`Unhandled error on ${c.req.method} ${c.req.path}:`, err.stack ?? err.name);
  return c.json(errorBody("internal", "Internal server error"), 500);
}

export function notFound(c: Context): Response {
  return c.json(errorBody("not_found", `No such endpoint: ${c.req.method} ${c.req.path}`), 404);
}
