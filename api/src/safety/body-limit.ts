/**
 * A body limit on every route (ARCHITECTURE.md section 11). Mounted once for all of /api, it refuses bodies over the
 * default; routes that need more (analyze 1 MB, upload 5 MB) are named here and keep their own limit and message.
 */
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { errorBody } from "../errors.ts";

/** Room for every JSON payload of SPEC.md section 7 except a resume. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export interface DefaultBodyLimitOptions {
  maxBytes?: number;
  /**
   * Exact paths (as `c.req.path`) whose route mounts its own, larger `bodyLimit`. Only those: every other path,
   * including a trailing-slash variant of these, gets the default.
   */
  routesWithOwnLimit?: readonly string[];
}

const describeSize = (bytes: number) => (bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`);

export function defaultBodyLimit({ maxBytes = DEFAULT_MAX_BODY_BYTES, routesWithOwnLimit = [] }: DefaultBodyLimitOptions = {}) {
  const message = `Request body is larger than ${describeSize(maxBytes)}`;
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => c.json(errorBody("payload_too_large", message), 413) });
  const ownLimit = new Set(routesWithOwnLimit);
  return createMiddleware(async (c, next) => (ownLimit.has(c.req.path) ? next() : limit(c, next)));
}
