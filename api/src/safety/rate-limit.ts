/**
 * Rate limits (ARCHITECTURE.md section 11): fixed windows counted in a store, in-process by default and Redis when
 * REDIS_URL is set, so that every API instance shares one count. Over the limit is a 429 in the error shape with
 * Retry-After.
 *
 * A fixed window can let up to twice the limit through around a window's edge; for limits meant to stop floods rather
 * than meter usage that is an acceptable price for one counter per key, the same in both stores.
 */
import type { Context, Env, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { IdentityVariables } from "../auth/middleware.ts";
import { clientIp } from "./client-ip.ts";
import { createRedisRateLimitStore } from "./redis-rate-limit-store.ts";

export interface RateLimitHit {
  /** Requests counted in the key's current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number;
}

export interface RateLimitStore {
  readonly kind: "memory" | "redis";
  /** Counts one request for `key` in its current window of `windowMs`; null when the store could not count. */
  hit(key: string, windowMs: number): Promise<RateLimitHit | null>;
  close(): Promise<void>;
}

export interface MemoryRateLimitStore extends RateLimitStore {
  readonly kind: "memory";
  /** How many keys are remembered now (never more than `maxKeys`). */
  readonly size: number;
}

export interface MemoryRateLimitStoreOptions {
  /** The most keys remembered at once; at the limit, expired windows are dropped first, then the oldest. */
  maxKeys?: number;
  /** The clock, in milliseconds (tests pass a fake one). */
  now?: () => number;
}

/** The in-process store: one instance's own counts, in a map that forgets expired windows and never outgrows `maxKeys`. */
export function createMemoryRateLimitStore({ maxKeys = 50_000, now = Date.now }: MemoryRateLimitStoreOptions = {}): MemoryRateLimitStore {
  // Insertion order is window-start order (a new window is re-inserted), so the first entries are the oldest.
  const windows = new Map<string, { count: number; resetAt: number }>();

  function makeRoom(at: number): void {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
    if (windows.size < maxKeys) return;
    // Still full of live windows (a flood from very many addresses): forget the oldest tenth. Those callers start
    // again from zero, which errs towards letting people in rather than growing without bound.
    let excess = Math.max(1, Math.ceil(maxKeys / 10));
    for (const key of windows.keys()) {
      windows.delete(key);
      if (--excess === 0) break;
    }
  }

  return {
    kind: "memory",
    get size() {
      return windows.size;
    },
    async hit(key, windowMs) {
      const at = now();
      const current = windows.get(key);
      if (current && current.resetAt > at) {
        current.count += 1;
        return { count: current.count, resetInMs: current.resetAt - at };
      }
      if (current) windows.delete(key);
      else if (windows.size >= maxKeys) makeRoom(at);
      windows.set(key, { count: 1, resetAt: at + windowMs });
      return { count: 1, resetInMs: windowMs };
    },
    async close() {
      windows.clear();
    },
  };
}

export const TOO_MANY_REQUESTS = "Too many requests. Please wait a moment and try again.";

export interface RateLimitRule<E extends Env> {
  /** Names the counter, so that two rules never share one. */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
  /** Whose count a request adds to; null when the rule does not apply to it (a visitor, for a per-user rule). */
  subject: (c: Context<E>) => string | null;
}

/** A store, or where to find the running server's (see rate-limit-context.ts). */
export type RateLimitStoreSource = RateLimitStore | (() => RateLimitStore);

/** One rule as middleware. A store that cannot count (Redis down) lets the request through: see redis-rate-limit-store.ts. */
export function rateLimit<E extends Env>(store: RateLimitStoreSource, rule: RateLimitRule<E>): MiddlewareHandler<E> {
  return createMiddleware<E>(async (c, next) => {
    const subject = rule.subject(c);
    if (subject === null) return next();
    const hit = await (typeof store === "function" ? store() : store).hit(`${rule.name}:${subject}`, rule.windowMs);
    if (hit !== null && hit.count > rule.limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil(hit.resetInMs / 1000));
      // The error shape, built here rather than thrown: an ApiError's response could not carry Retry-After.
      return c.json({ error: { code: "rate_limited", message: TOO_MANY_REQUESTS } } as const, 429, {
        "Retry-After": String(retryAfterSeconds),
      });
    }
    await next();
  });
}

export interface ApiRateLimitSettings {
  /** Every /api call, per client address. */
  perIp: number;
  /** Every signed-in call, per user. */
  perUser: number;
  /** Each expensive call (analyze, upload, optimize, job import), per client address. */
  expensivePerIp: number;
  windowMs: number;
}

export const DEFAULT_API_RATE_LIMITS: ApiRateLimitSettings = { perIp: 120, perUser: 60, expensivePerIp: 20, windowMs: 60_000 };

/** The defaults, with any of RATE_LIMIT_PER_IP, RATE_LIMIT_PER_USER, RATE_LIMIT_EXPENSIVE_PER_IP that are set. */
export function apiRateLimitsFromEnv(env: {
  RATE_LIMIT_PER_IP?: number | undefined;
  RATE_LIMIT_PER_USER?: number | undefined;
  RATE_LIMIT_EXPENSIVE_PER_IP?: number | undefined;
}): ApiRateLimitSettings {
  return {
    perIp: env.RATE_LIMIT_PER_IP ?? DEFAULT_API_RATE_LIMITS.perIp,
    perUser: env.RATE_LIMIT_PER_USER ?? DEFAULT_API_RATE_LIMITS.perUser,
    expensivePerIp: env.RATE_LIMIT_EXPENSIVE_PER_IP ?? DEFAULT_API_RATE_LIMITS.expensivePerIp,
    windowMs: DEFAULT_API_RATE_LIMITS.windowMs,
  };
}

export interface ApiRateLimits {
  /** Mount before `identify`, so a flood of bad tokens is counted before any token is checked. */
  perIp: MiddlewareHandler;
  /** Mount after `identify`: it counts by the verified uid, and skips visitors. */
  perUser: MiddlewareHandler<{ Variables: IdentityVariables }>;
  /** The tighter limit of one expensive call; `name` keeps each call's count apart. */
  expensive: (name: string) => MiddlewareHandler;
}

/** The API's rules over one store. Requests with no client address (in-process calls in tests) skip the per-IP rules. */
export function createApiRateLimits({
  store,
  trustProxy,
  limits = DEFAULT_API_RATE_LIMITS,
}: {
  store: RateLimitStoreSource;
  trustProxy: number;
  limits?: ApiRateLimitSettings;
}): ApiRateLimits {
  const ip = (c: Context) => clientIp(c, { trustProxy });
  const { windowMs } = limits;
  return {
    perIp: rateLimit(store, { name: "ip", limit: limits.perIp, windowMs, subject: ip }),
    perUser: rateLimit<{ Variables: IdentityVariables }>(store, {
      name: "user",
      limit: limits.perUser,
      windowMs,
      subject: (c) => c.get("user")?.uid ?? null,
    }),
    expensive: (name) => rateLimit(store, { name: `expensive:${name}`, limit: limits.expensivePerIp, windowMs, subject: ip }),
  };
}

/** Redis when REDIS_URL is set (shared by all instances), else this process's own memory. */
export function rateLimitStoreFromEnv(env: { REDIS_URL?: string | undefined }): RateLimitStore {
  return env.REDIS_URL ? createRedisRateLimitStore({ url: env.REDIS_URL }) : createMemoryRateLimitStore();
}
