/**
 * Redis for rate-limit tests: the server at REDIS_URL (default 127.0.0.1:6379), with a key prefix unique to this run
 * so that parallel files and other users of that Redis never meet, and every key removed afterwards.
 * Without a Redis the tests are skipped locally, and fail in CI (CI=true), where Redis is part of the machine.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { RateLimitStore } from "../safety/rate-limit.ts";
import { createRedisRateLimitStore } from "../safety/redis-rate-limit-store.ts";

// biome-ignore lint/style/noProcessEnv: where the test Redis is, like DATABASE_URL for the test databases; not app configuration
export const TEST_REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";
// biome-ignore lint/style/noProcessEnv: CI makes the Redis tests required rather than skipped
const REQUIRED = Boolean(process.env.CI);

/** Whether a Redis answers at TEST_REDIS_URL within a second. */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, connectTimeout: 1000, retryStrategy: () => null });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    if (REQUIRED) throw new Error(`Redis is required in CI and does not answer at ${url}`);
    return false;
  } finally {
    probe.disconnect();
  }
}

export interface TestRedis {
  /** The prefix every key of this run starts with. */
  prefix: string;
  /**
   * A store on its own connection, under its own sub-prefix so one test's counts never reach another's; stores
   * given the same `name` share their counts, like two API instances.
   */
  newStore(options?: { name?: string; log?: (line: string) => void }): RateLimitStore;
  /** Keys of this run still in Redis. */
  keys(): Promise<string[]>;
  /** A plain connection, for looking at keys. */
  client: Redis;
  /** Closes every store and deletes every key of this run; answers how many keys were still there after. */
  dispose(): Promise<number>;
}

export function openTestRedis(): TestRedis {
  const prefix = `jobfit-test:${randomUUID()}:`;
  const client = new Redis(TEST_REDIS_URL);
  const stores: RateLimitStore[] = [];
  let next = 0;
  const keys = async () => {
    const found: string[] = [];
    let cursor = "0";
    do {
      const [nextCursor, batch] = await client.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
      found.push(...batch);
      cursor = nextCursor;
    } while (cursor !== "0");
    return found;
  };
  return {
    prefix,
    client,
    keys,
    newStore({ name = String(next++), log } = {}) {
      const store = createRedisRateLimitStore({ url: TEST_REDIS_URL, keyPrefix: `${prefix}${name}:`, ...(log ? { log } : {}) });
      stores.push(store);
      return store;
    },
    async dispose() {
      await Promise.all(stores.map((store) => store.close()));
      const left = await keys();
      if (left.length > 0) await client.del(...left);
      const remaining = (await keys()).length;
      await client.quit();
      return remaining;
    },
  };
}
