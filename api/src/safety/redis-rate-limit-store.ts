/**
 * The shared rate-limit store: one Redis for every API instance (ARCHITECTURE.md section 3). A window is one key,
 * counted and given its expiry by one Lua script, so concurrent instances can neither lose a count nor leave a key
 * without an expiry.
 */
import { Redis } from "ioredis";
import { z } from "zod";
import type { RateLimitStore } from "./rate-limit.ts";

/** INCR, then PEXPIRE if the key has no expiry yet (it was just created). Answers the count and the ms left. */
const HIT_SCRIPT = `
local count = redis.call("INCR", KEYS[1])
local ttl = redis.call("PTTL", KEYS[1])
if ttl < 0 then
  redis.call("PEXPIRE", KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

const hitReplySchema = z.tuple([z.number().int(), z.number().int()]);

export interface RedisRateLimitStoreOptions {
  /** redis:// or rediss:// (never logged: it may hold a password). Ignored when `client` is given. */
  url?: string;
  /** An existing connection; the store then closes it in `close()` too. */
  client?: Redis;
  /** Put before every key, so that several apps (or test runs) can share one Redis. */
  keyPrefix?: string;
  /** Where the one line about an outage goes. */
  log?: (line: string) => void;
  /** How long the first requests wait for the first connection (default 1 s). */
  startupWaitMs?: number;
}

/** Fails fast rather than queueing: a request must never wait on a Redis that is not there. */
const CONNECTION_OPTIONS = { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 500 } as const;
/** How long requests in the first moments after start wait for the first connection, rather than go uncounted. */
const STARTUP_WAIT_MS = 1000;

/** Resolves when the connection is first ready, or after `ms`, whichever comes first. */
function firstConnection(redis: Redis, ms: number): Promise<void> {
  if (redis.status === "ready") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off("ready", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    redis.once("ready", done);
  });
}

export function createRedisRateLimitStore({
  url,
  client,
  keyPrefix = "jobfit:rate-limit:",
  log = (line) => console.warn(line),
  startupWaitMs = STARTUP_WAIT_MS,
}: RedisRateLimitStoreOptions): RateLimitStore {
  if (!client && !url) throw new Error("createRedisRateLimitStore: pass a url or a client");
  const redis = client ?? new Redis(url ?? "", CONNECTION_OPTIONS);

  // Fail open: while Redis is down or slow, requests are allowed without limits, and the outage is logged once (not
  // once per request) until Redis answers again. Refusing every request because the limiter is down would turn a
  // Redis outage into a full API outage; the per-request cost of an unlimited minute is far smaller.
  let failing = false;
  const reportFailure = (error: unknown) => {
    if (failing) return;
    failing = true;
    const reason = error instanceof Error ? error.message : String(error);
    log(`Rate limits are off: Redis is not answering (${reason}); requests are allowed until it answers again`);
  };
  // ioredis emits "error" on every failed reconnection; unhandled, it would print each one.
  redis.on("error", reportFailure);
  const started = firstConnection(redis, startupWaitMs);

  return {
    kind: "redis",
    async hit(key, windowMs) {
      await started;
      try {
        const [count, resetInMs] = hitReplySchema.parse(await redis.eval(HIT_SCRIPT, 1, `${keyPrefix}${key}`, windowMs));
        failing = false;
        return { count, resetInMs };
      } catch (error) {
        reportFailure(error);
        return null;
      }
    },
    async close() {
      redis.off("error", reportFailure);
      if (redis.status === "ready") await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
