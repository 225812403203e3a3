/**
 * The one way the web app talks to the API: the typed Hono client from @jobfit/api (types only cross the package
 * line), with the signed-in user's Firebase ID token attached; answers are read with @jobfit/api's `readJson`, which
 * gives the spec's error shape (SPEC.md section 7–8). It knows nothing of the UI: no toasts, no navigation.
 */
import { createApiClient } from "@jobfit/api";
import { webEnv } from "../config/env.ts";

export { isRequestError, RequestError, readJson, type SuccessBody } from "@jobfit/api";

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
