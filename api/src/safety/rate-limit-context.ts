/**
 * The running server's rate-limit store, like db/context.ts: server.ts creates it from the environment (Redis when
 * REDIS_URL is set) and calls `setRateLimitStore` before listening, so importing app.ts never opens a connection.
 * Until then, and in tests, it is an in-process store.
 */
import { createMemoryRateLimitStore, type RateLimitStore } from "./rate-limit.ts";

let current: RateLimitStore | null = null;

export function setRateLimitStore(store: RateLimitStore | null): void {
  current = store;
}

export function getRateLimitStore(): RateLimitStore {
  current ??= createMemoryRateLimitStore();
  return current;
}
