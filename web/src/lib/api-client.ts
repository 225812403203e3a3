/**
 * The one way the web app talks to the API: the typed Hono client from @jobfit/api (types only cross the package
 * line), with the signed-in user's Firebase ID token attached and the spec's error shape (SPEC.md section 7–8).
 * It knows nothing of the UI: no toasts, no navigation.
 */
import { createApiClient } from "@jobfit/api";
import type { ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { webEnv } from "../config/env.ts";

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

export function isRequestError(error: unknown): error is RequestError {
  return error instanceof Error && error.name === "RequestError" && typeof (error as RequestError).status === "number";
}

type IdTokenSource = () => Promise<string | null>;
let idTokenSource: IdTokenSource = async () => null;

/** The auth provider registers how to get the current ID token; signed out, calls go without one. */
export function setIdTokenSource(source: IdTokenSource): void {
  idTokenSource = source;
}

const authorizedFetch: typeof fetch = async (input, init) => {
  const token = await idTokenSource();
  const headers = new Headers(init?.headers);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  return fetch(input, { ...init, headers, credentials: "include" });
};

export const api = createApiClient(webEnv.apiBaseUrl, { fetch: authorizedFetch });

/** The body of a success response, typed by the route; anything else throws a RequestError. */
export type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, "json"> ? (Status extends SuccessStatusCode ? Body : never) : never;

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

export async function readJson<R extends ClientResponse<unknown, number, "json">>(response: R): Promise<SuccessBody<R>> {
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    const message = apiErrorMessage(text) ?? (text || response.statusText);
    throw new RequestError(response.status, `${response.status}: ${message}`);
  }
  return (await response.json()) as SuccessBody<R>;
}
