/** The typed API client for web and extension. They import this module; it pulls only types from the server code. */
import { type ClientRequestOptions, hc } from "hono/client";
import type { AppType } from "./app.ts";

export type { AppType } from "./app.ts";
export type { ErrorBody, ErrorCode } from "./errors.ts";

export type ApiClient = ReturnType<typeof hc<AppType>>;

/** Every call includes cookies (SPEC.md section 7). */
export function createApiClient(baseUrl: string, options: ClientRequestOptions = {}): ApiClient {
  return hc<AppType>(baseUrl, { ...options, init: { credentials: "include", ...options.init } });
}
