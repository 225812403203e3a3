/**
 * One line per request: method, path, status, duration. Never the query string, headers or body, which can hold
 * resume text, tokens or addresses (ARCHITECTURE.md section 11: no secrets or resume text in logs).
 */
import { createMiddleware } from "hono/factory";

export interface RequestLoggerOptions {
  /** Where each line goes (default: standard output). */
  write?: (line: string) => void;
  /** A clock in milliseconds (tests pass a fake one). */
  now?: () => number;
}

const MAX_LOGGED_PATH = 200;

/** The raw, still percent-encoded path: a decoded one could carry a line break into the log. */
export function loggablePath(url: string): string {
  const { pathname } = new URL(url);
  return pathname.length > MAX_LOGGED_PATH ? `${pathname.slice(0, MAX_LOGGED_PATH)}…` : pathname;
}

export function requestLogger({
  write = (line) => process.stdout.write(`${line}\n`),
  now = () => performance.now(),
}: RequestLoggerOptions = {}) {
  return createMiddleware(async (c, next) => {
    const started = now();
    let status = 500;
    try {
      await next();
      status = c.res.status;
    } finally {
      write(`${c.req.method} ${loggablePath(c.req.url)} ${status} ${Math.round(now() - started)}ms`);
    }
  });
}
