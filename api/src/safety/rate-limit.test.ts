import { setTimeout as sleep } from "node:timers/promises";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import type { IdentityProvider, SignedInUser } from "../auth/identity.ts";
import { type IdentityVariables, identify } from "../auth/middleware.ts";
import { handleError } from "../errors.ts";
import { openTestRedis, redisAnswers, type TestRedis } from "../test/redis.ts";
import {
  type ApiRateLimitSettings,
  apiRateLimitsFromEnv,
  createApiRateLimits,
  createMemoryRateLimitStore,
  DEFAULT_API_RATE_LIMITS,
  type RateLimitStore,
  type RateLimitStoreSource,
  TOO_MANY_REQUESTS,
} from "./rate-limit.ts";
import { getRateLimitStore, setRateLimitStore } from "./rate-limit-context.ts";

/** Tokens are the users' names; anything else is an invalid token. */
const fakeIdentity: IdentityProvider = {
  kind: "firebase-emulator",
  verify: async (token): Promise<SignedInUser | null> =>
    ["ann", "bob"].includes(token) ? { uid: `uid-${token}`, email: null, name: token, picture: null } : null,
  createCustomToken: async () => "unused",
  deleteAccount: async () => {},
};

const LIMITS: ApiRateLimitSettings = { perIp: 5, perUser: 3, expensivePerIp: 2, windowMs: 60_000 };

/** The app.ts order: per-IP limit, identify, per-user limit, and the expensive call's own limit. */
function limitedApp(store: RateLimitStoreSource, trustProxy = 0) {
  const limits = createApiRateLimits({ store, trustProxy, limits: LIMITS });
  return new Hono<{ Variables: IdentityVariables }>()
    .use("/api/*", limits.perIp)
    .use(
      "/api/*",
      identify(() => fakeIdentity),
    )
    .use("/api/*", limits.perUser)
    .use("/api/analyze-resume", limits.expensive("analyze"))
    .use("/api/upload-resume", limits.expensive("upload"))
    .onError(handleError)
    .get("/api/thing", (c) => c.json({ ok: true }, 200))
    .post("/api/analyze-resume", (c) => c.json({ ok: true }, 200))
    .post("/api/upload-resume", (c) => c.json({ ok: true }, 200));
}
type LimitedApp = ReturnType<typeof limitedApp>;

/** The Node server's bindings, as @hono/node-server passes them: only the socket's address is read. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress, remotePort: 50_000, remoteFamily: "IPv4" } } });

async function call(
  app: LimitedApp,
  { ip = "203.0.113.1", path = "/api/thing", method = "GET", headers = {} as Record<string, string> } = {},
) {
  return app.request(path, { method, headers }, from(ip));
}

async function statuses(app: LimitedApp, times: number, options: Parameters<typeof call>[1] = {}) {
  const result: number[] = [];
  for (let i = 0; i < times; i++) result.push((await call(app, options)).status);
  return result;
}

function fakeClock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe("createMemoryRateLimitStore", () => {
  it("counts hits in a fixed window and starts again when it ends", async () => {
    const clock = fakeClock();
    const store = createMemoryRateLimitStore({ now: clock.now });
    expect(await store.hit("k", 1000)).toEqual({ count: 1, resetInMs: 1000 });
    clock.advance(400);
    expect(await store.hit("k", 1000)).toEqual({ count: 2, resetInMs: 600 });
    clock.advance(600);
    expect(await store.hit("k", 1000)).toEqual({ count: 1, resetInMs: 1000 });
  });

  it("keeps keys apart", async () => {
    const store = createMemoryRateLimitStore({ now: fakeClock().now });
    await store.hit("a", 1000);
    await store.hit("a", 1000);
    expect(await store.hit("b", 1000)).toMatchObject({ count: 1 });
  });

  it("forgets expired windows before it would grow past maxKeys", async () => {
    const clock = fakeClock();
    const store = createMemoryRateLimitStore({ maxKeys: 3, now: clock.now });
    for (const key of ["a", "b", "c"]) await store.hit(key, 1000);
    clock.advance(1000);
    await store.hit("d", 1000);
    expect(store.size).toBe(1);
  });

  it("never holds more than maxKeys, forgetting the oldest live windows first", async () => {
    const clock = fakeClock();
    const store = createMemoryRateLimitStore({ maxKeys: 10, now: clock.now });
    for (let i = 0; i < 100; i++) {
      await store.hit(`key-${i}`, 60_000);
      clock.advance(1);
      expect(store.size).toBeLessThanOrEqual(10);
    }
    // The newest key is still counted; the first was forgotten.
    expect(await store.hit("key-99", 60_000)).toMatchObject({ count: 2 });
    expect(await store.hit("key-0", 60_000)).toMatchObject({ count: 1 });
  });
});

const redisUp = await redisAnswers();
let redis: TestRedis | undefined;
afterAll(async () => {
  if (redis) expect(await redis.dispose()).toBe(0);
});

const STORES: { kind: string; available: boolean; newStore: () => RateLimitStore }[] = [
  { kind: "in-process", available: true, newStore: () => createMemoryRateLimitStore() },
  {
    kind: "Redis",
    available: redisUp,
    newStore: () => {
      redis ??= openTestRedis();
      return redis.newStore();
    },
  },
];

describe.each(STORES)("API rate limits on the $kind store", ({ available, newStore }) => {
  const skip = !available;

  it.skipIf(skip)("answers 429 in the error shape with Retry-After once an address passes its limit", async () => {
    const app = limitedApp(newStore());
    expect(await statuses(app, 5)).toEqual([200, 200, 200, 200, 200]);
    const refused = await call(app);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(59);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ error: { code: "rate_limited", message: TOO_MANY_REQUESTS } });
  });

  it.skipIf(skip)("counts each address separately", async () => {
    const app = limitedApp(newStore());
    await statuses(app, 6, { ip: "203.0.113.1" });
    expect((await call(app, { ip: "203.0.113.1" })).status).toBe(429);
    expect((await call(app, { ip: "203.0.113.2" })).status).toBe(200);
  });

  it.skipIf(skip)("counts an IPv6 /64 as one client, however many addresses it uses", async () => {
    const app = limitedApp(newStore());
    for (let i = 1; i <= 5; i++) expect((await call(app, { ip: `2001:db8:1:2::${i.toString(16)}` })).status).toBe(200);
    expect((await call(app, { ip: "2001:db8:1:2:ffff::1" })).status).toBe(429);
    expect((await call(app, { ip: "2001:db8:1:3::1" })).status).toBe(200);
  });

  it.skipIf(skip)("limits each signed-in user separately, whatever address they call from", async () => {
    const app = limitedApp(newStore());
    const ann = { Authorization: "Bearer ann" };
    expect(await statuses(app, 3, { ip: "203.0.113.10", headers: ann })).toEqual([200, 200, 200]);
    // A fourth call from a fresh address: the user's own limit.
    expect((await call(app, { ip: "203.0.113.11", headers: ann })).status).toBe(429);
    expect((await call(app, { ip: "203.0.113.12", headers: { Authorization: "Bearer bob" } })).status).toBe(200);
    // A visitor at that address is not held to Ann's limit.
    expect((await call(app, { ip: "203.0.113.11" })).status).toBe(200);
  });

  it.skipIf(skip)("counts bad tokens against the address before checking them", async () => {
    const app = limitedApp(newStore());
    expect(await statuses(app, 5, { headers: { Authorization: "Bearer forged" } })).toEqual([401, 401, 401, 401, 401]);
    expect((await call(app, { headers: { Authorization: "Bearer forged" } })).status).toBe(429);
  });

  it.skipIf(skip)("holds each expensive call to its tighter limit, apart from the others", async () => {
    const app = limitedApp(newStore());
    expect(await statuses(app, 3, { method: "POST", path: "/api/analyze-resume" })).toEqual([200, 200, 429]);
    expect((await call(app, { method: "POST", path: "/api/upload-resume" })).status).toBe(200);
    expect((await call(app)).status).toBe(200);
  });

  it.skipIf(skip)("ignores X-Forwarded-For unless a proxy is trusted", async () => {
    const app = limitedApp(newStore());
    // One client rotating the header: still one address.
    for (let i = 0; i < 5; i++) await call(app, { headers: { "X-Forwarded-For": `198.51.100.${i}` } });
    expect((await call(app, { headers: { "X-Forwarded-For": "198.51.100.99" } })).status).toBe(429);
  });

  it.skipIf(skip)("behind a trusted proxy, counts by the address the proxy saw, not what the client claimed", async () => {
    const app = limitedApp(newStore(), 1);
    const proxy = "10.0.0.5";
    // Two clients behind the same proxy: each has its own count.
    await statuses(app, 5, { ip: proxy, headers: { "X-Forwarded-For": "198.51.100.7" } });
    expect((await call(app, { ip: proxy, headers: { "X-Forwarded-For": "198.51.100.7" } })).status).toBe(429);
    expect((await call(app, { ip: proxy, headers: { "X-Forwarded-For": "198.51.100.8" } })).status).toBe(200);
    // A spoofed left-hand entry does not give the limited client a fresh count.
    expect((await call(app, { ip: proxy, headers: { "X-Forwarded-For": "1.2.3.4, 198.51.100.7" } })).status).toBe(429);
  });

  it.skipIf(skip)("skips the per-address limits for in-process calls, which have no client address", async () => {
    const app = limitedApp(newStore());
    for (let i = 0; i < 10; i++) expect((await app.request("/api/thing")).status).toBe(200);
  });
});

describe("API rate limits over time", () => {
  it("in-process, fake clock: Retry-After is the rest of the window, and the address is let in when it ends", async () => {
    const clock = fakeClock();
    const app = limitedApp(createMemoryRateLimitStore({ now: clock.now }));
    await statuses(app, 5);
    clock.advance(15_000);
    const refused = await call(app);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("45");
    clock.advance(44_999);
    expect((await call(app)).status).toBe(429);
    clock.advance(1);
    expect((await call(app)).status).toBe(200);
  });

  it.skipIf(!redisUp)("Redis: the address is let in when the window expires", async () => {
    redis ??= openTestRedis();
    const limits = createApiRateLimits({ store: redis.newStore(), trustProxy: 0, limits: { ...LIMITS, windowMs: 300 } });
    const app = new Hono().use("/api/*", limits.perIp).get("/api/thing", (c) => c.json({ ok: true }, 200));
    const hit = () => app.request("/api/thing", {}, from("203.0.113.50"));
    for (let i = 0; i < 5; i++) expect((await hit()).status).toBe(200);
    const refused = await hit();
    expect([refused.status, refused.headers.get("Retry-After")]).toEqual([429, "1"]);
    await sleep(350);
    expect((await hit()).status).toBe(200);
  });

  it("reads the running server's store when a request comes, not when the app is built", async () => {
    const app = limitedApp(getRateLimitStore);
    const counting = createMemoryRateLimitStore();
    setRateLimitStore(counting);
    try {
      await call(app);
      expect(counting.size).toBe(1);
    } finally {
      setRateLimitStore(null);
    }
  });

  it("lets requests through when the store cannot count", async () => {
    const broken: RateLimitStore = { kind: "redis", hit: async () => null, close: async () => {} };
    expect(await statuses(limitedApp(broken), 10)).toEqual(Array(10).fill(200));
  });
});

describe("apiRateLimitsFromEnv", () => {
  it("keeps the defaults for what is not set and takes what is", () => {
    expect(apiRateLimitsFromEnv({})).toEqual(DEFAULT_API_RATE_LIMITS);
    expect(apiRateLimitsFromEnv({ RATE_LIMIT_EXPENSIVE_PER_IP: 600 })).toEqual({ ...DEFAULT_API_RATE_LIMITS, expensivePerIp: 600 });
    expect(apiRateLimitsFromEnv({ RATE_LIMIT_PER_IP: 5000, RATE_LIMIT_PER_USER: 900 })).toMatchObject({ perIp: 5000, perUser: 900 });
  });
});
