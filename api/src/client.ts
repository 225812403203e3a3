/**
 * The typed API client for web and extension, and the one way they read an answer. They import this module; it pulls
 * only types from the server code.
 */
import { type ClientRequestOptions, type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AppType } from "./app.ts";

export type { AppType } from "./app.ts";
export type { ErrorBody, ErrorCode } from "./errors.ts";

export type ApiClient = ReturnType<typeof hc<AppType>>;

/** Every call includes cookies (SPEC.md section 7). */
export function createApiClient(baseUrl: string, options: ClientRequestOptions = {}): ApiClient {
  return hc<AppType>(baseUrl, { ...options, init: { credentials: "include", ...options.init } });
}

/**
 * A non-success response. `message` is "status: message" (SPEC.md section 8): the API's own message when the body is
 * its error shape, else the body text, else the status text.
 */
export class RequestError extends Error {
  override readonly name = "RequestError";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Checks the name too: an error that crossed extension messaging has lost its prototype. */
export function isRequestError(error: unknown): error is RequestError {
  return error instanceof Error && error.name === "RequestError" && typeof (error as RequestError).status === "number";
}

/** The API's error shape is `{ error: { code, message } }`; its message is the part written for people. */
function apiErrorMessage(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    const error = typeof parsed === "object" && parsed !== null && "error" in parsed ? parsed.error : null;
    const message = typeof error === "object" && error !== null && "message" in error ? error.message : null;
    return typeof message === "string" && message.trim() !== "" ? message : null;
  } catch {
    return null;
  }
}

/** The RequestError a non-success response stands for (reads its body). */
export async function requestErrorFrom(response: Pick<Response, "status" | "statusText" | "text">): Promise<RequestError> {
  const text = (await response.text().catch(() => "")).trim();
  const message = apiErrorMessage(text) ?? (text || response.statusText);
  return new RequestError(response.status, `${response.status}: ${message}`);
}

/** The body of a success response, typed by the route. */
export type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, "json"> ? (Status extends SuccessStatusCode ? Body : never) : never;

/** The body of a success response; anything else throws a RequestError. */
export async function readJson<R extends ClientResponse<unknown, number, "json">>(response: R): Promise<SuccessBody<R>> {
  if (!response.ok) throw await requestErrorFrom(response);
  return (await response.json()) as SuccessBody<R>;
}
