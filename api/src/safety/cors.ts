/**
 * CORS (ARCHITECTURE.md section 11): the web app's origins and the browser extension may call the API, with
 * credentials (SPEC.md section 7: every call includes cookies). Any other origin gets no CORS header at all, so a
 * browser never lets its page read an answer.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { errorBody } from "../errors.ts";

export interface CorsPolicy {
  /** Exact origins (scheme, host and port), as the browser sends them. */
  webOrigins: readonly string[];
  /** Extension ids allowed as chrome-extension://<id> (Chrome, Edge) or moz-extension://<id> (Firefox). */
  extensionIds: readonly string[];
  /** Any extension origin. For development, where extension ids change per checkout or install. */
  anyExtension: boolean;
}

const EXTENSION_ORIGIN = /^(?:chrome|moz)-extension:\/\/([a-z0-9-]{1,64})$/;

const ALLOW_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE";
const ALLOW_HEADERS = "Authorization, Content-Type";
/** Headers the web app and extension read that are not CORS-safelisted. */
const EXPOSE_HEADERS = "Retry-After, X-Next-Cursor, Content-Disposition";
/** Seconds a browser may reuse a preflight (Chrome caps it at 7200). */
const PREFLIGHT_MAX_AGE = "600";

export function isAllowedOrigin(policy: CorsPolicy, origin: string): boolean {
  if (policy.webOrigins.includes(origin)) return true;
  const extensionId = origin.match(EXTENSION_ORIGIN)?.[1];
  return extensionId !== undefined && (policy.anyExtension || policy.extensionIds.includes(extensionId));
}

export function apiCors(policy: CorsPolicy) {
  return createMiddleware(async (c, next) => {
    const origin = c.req.header("Origin");
    const allowed = origin !== undefined && isAllowedOrigin(policy, origin);

    if (origin !== undefined && c.req.method === "OPTIONS" && c.req.header("Access-Control-Request-Method") !== undefined) {
      if (!allowed) return c.json(errorBody("forbidden", "This origin may not call the JobFit API"), 403, { Vary: "Origin" });
      allowOrigin(c, origin);
      c.header("Access-Control-Allow-Methods", ALLOW_METHODS);
      c.header("Access-Control-Allow-Headers", ALLOW_HEADERS);
      c.header("Access-Control-Max-Age", PREFLIGHT_MAX_AGE);
      return c.body(null, 204, { Vary: "Origin" });
    }

    await next();
    // The answer depends on the Origin, so a cache must keep one copy per origin.
    c.header("Vary", "Origin", { append: true });
    // Also on error answers (a 401 or 429 must be readable), which the app's onError has already made by now.
    if (allowed) {
      allowOrigin(c, origin);
      c.header("Access-Control-Expose-Headers", EXPOSE_HEADERS);
    }
  });
}

function allowOrigin(c: Context, origin: string): void {
  c.header("Access-Control-Allow-Origin", origin);
  c.header("Access-Control-Allow-Credentials", "true");
}

/** The API's own origin on both loopback names, at the configured port. */
export function defaultWebOrigins(port: number): string[] {
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

/**
 * The policy from the environment. Outside production any extension may call (unpacked Chrome extensions get an id
 * from their folder, Firefox a random one per install); in production only the listed ids, unless
 * CORS_ANY_EXTENSION says otherwise.
 */
export function corsPolicyFromEnv(env: {
  PORT: number;
  NODE_ENV: "development" | "production" | "test";
  CORS_ORIGINS?: readonly string[] | undefined;
  CORS_EXTENSION_IDS?: readonly string[] | undefined;
  CORS_ANY_EXTENSION?: boolean | undefined;
}): CorsPolicy {
  return {
    webOrigins: env.CORS_ORIGINS ?? defaultWebOrigins(env.PORT),
    extensionIds: env.CORS_EXTENSION_IDS ?? [],
    anyExtension: env.CORS_ANY_EXTENSION ?? env.NODE_ENV !== "production",
  };
}
