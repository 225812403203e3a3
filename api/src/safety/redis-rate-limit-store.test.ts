import { type AddressInfo, connect, createServer, type Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { openTestRedis, redisAnswers, TEST_REDIS_URL, type TestRedis } from "../test/redis.ts";
import { createRedisRateLimitStore } from "./redis-rate-limit-store.ts";

const redisUp = await redisAnswers();

describe.skipIf(!redisUp)("createRedisRateLimitStore (Redis at 127.0.0.1:6379 or REDIS_URL)", () => {
  let redis: TestRedis;
  const open = () => {
    redis ??= openTestRedis();
    return redis;
  };
  afterAll(async () => {
    // Every key this run wrote is deleted.
    if (redis) expect(await redis.dispose()).toBe(0);
  });

  it("counts hits in one window and gives the key that window's expiry", async () => {
    const store = open().newStore();
    expect(await store.hit("ip:203.0.113.1", 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    const second = await store.hit("ip:203.0.113.1", 60_000);
    expect(second?.count).toBe(2);
    expect(second?.resetInMs).toBeGreaterThan(59_000);
    expect(second?.resetInMs).toBeLessThanOrEqual(60_000);
    const [key] = await redis.keys();
    expect(key).toMatch(new RegExp(`^${redis.prefix}\\d+:ip:203\\.0\\.113\\.1$`));
    expect(await redis.client.pttl(key!)).toBeGreaterThan(59_000);
  });

  it("starts again from zero when the window expires", async () => {
    const store = open().newStore();
    await store.hit("k", 150);
    expect((await store.hit("k", 150))?.count).toBe(2);
    await sleep(200);
    expect((await store.hit("k", 150))?.count).toBe(1);
  });

  it("shares one count between instances: concurrent hits from two connections are each counted once", async () => {
    // Two stores over one prefix stand for two API instances.
    const [a, b] = [open().newStore({ name: "shared" }), open().newStore({ name: "shared" })];
    const hits = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit("user:uid-ann", 60_000)));
    const counts = hits.map((hit) => hit?.count ?? 0).sort((x, y) => x - y);
    expect(counts).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it("fails open when Redis goes away mid-run, logs once, and counts again when it is back", async () => {
    const proxy = await startProxy(new URL(TEST_REDIS_URL));
    const lines: string[] = [];
    const store = createRedisRateLimitStore({
      url: `redis://127.0.0.1:${proxy.port}`,
      keyPrefix: `${open().prefix}outage:`,
      log: (line) => lines.push(line),
    });
    try {
      expect(await store.hit("k", 60_000)).toMatchObject({ count: 1 });
      await proxy.stop();
      const during = await Promise.all(Array.from({ length: 5 }, () => store.hit("k", 60_000)));
      expect(during).toEqual(Array(5).fill(null));
      expect(lines).toHaveLength(1);
      await proxy.restart();
      let after = null;
      for (let tries = 0; after === null && tries < 60; tries++) {
        await sleep(50);
        after = await store.hit("k", 60_000);
      }
      expect(after).toMatchObject({ count: 2 });
      expect(lines).toHaveLength(1);
    } finally {
      await store.close();
      await proxy.stop();
    }
  });
});

describe("createRedisRateLimitStore without a Redis", () => {
  it("fails open when Redis never answers, and says so in one line", async () => {
    const lines: string[] = [];
    // Nothing listens on port 1.
    const store = createRedisRateLimitStore({ url: "redis://127.0.0.1:1", log: (line) => lines.push(line), startupWaitMs: 50 });
    try {
      for (let i = 0; i < 5; i++) expect(await store.hit("k", 60_000)).toBeNull();
      await sleep(300);
      expect(await store.hit("k", 60_000)).toBeNull();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Rate limits are off: Redis is not answering \(.+\); requests are allowed until it answers again$/);
    } finally {
      await store.close();
    }
  });

  it("never logs the URL, which may hold a password", async () => {
    const lines: string[] = [];
    const store = createRedisRateLimitStore({
      url: "redis://:s3cret-password@127.0.0.1:1",
      log: (line) => lines.push(line),
      startupWaitMs: 50,
    });
    try {
      await store.hit("k", 60_000);
      await sleep(100);
      expect(lines).toHaveLength(1);
      expect(lines.join("\n")).not.toContain("s3cret-password");
    } finally {
      await store.close();
    }
  });
});

/** A TCP relay to Redis that can be cut (every connection dropped, nothing accepted) and restored on the same port. */
async function startProxy(target: URL) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server.listening) server.close(() => resolve());
        else resolve();
      }),
    restart: () => listen(port),
  };
}
