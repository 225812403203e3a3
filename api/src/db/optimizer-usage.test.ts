import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase, type TestDatabase } from "../test/database.ts";
import { recordOptimizationWithinLimit, usageSince } from "./optimizer-usage.ts";
import { optimizerUsageTable } from "./schema.ts";
import { ensureUserProfile } from "./users.ts";

let database: TestDatabase;
let nextUser = 0;

/** A fresh user per test, so counts never leak between tests. */
async function newUser(): Promise<string> {
  const id = `uid-usage-${nextUser++}`;
  await ensureUserProfile(database.db, { id, displayName: null, email: null, photoURL: null });
  return id;
}

const rowsOf = async (userId: string) =>
  (await database.db.select().from(optimizerUsageTable).where(eq(optimizerUsageTable.userId, userId))).length;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const weekAgo = () => new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.dispose());

describe("usageSince", () => {
  it("counts only the user's rows from the window's start on", async () => {
    const userId = await newUser();
    const other = await newUser();
    const start = new Date("2025-02-01T00:00:00.000Z");
    await database.db.insert(optimizerUsageTable).values([
      { userId, createdAt: new Date("2025-01-31T23:59:59.999Z") },
      { userId, createdAt: start },
      { userId, createdAt: new Date("2025-02-10T00:00:00.000Z") },
      { userId: other, createdAt: new Date("2025-02-10T00:00:00.000Z") },
    ]);
    expect(await usageSince(database.db, userId, start)).toBe(2);
    expect(await usageSince(database.db, other, start)).toBe(1);
    expect(await usageSince(database.db, await newUser(), start)).toBe(0);
  });
});

describe("recordOptimizationWithinLimit", () => {
  it("runs the work under the limit, returns its value and counts it", async () => {
    const userId = await newUser();
    const outcome = await recordOptimizationWithinLimit(database.db, userId, { limit: 2, windowStart: weekAgo() }, async () => "optimized");
    expect(outcome).toEqual({ ok: true, value: "optimized", used: 1 });
    expect(await rowsOf(userId)).toBe(1);
  });

  it("records the usage at the caller's moment when one is given", async () => {
    const userId = await newUser();
    const at = new Date("2031-03-04T10:00:00.000Z");
    await recordOptimizationWithinLimit(
      database.db,
      userId,
      { limit: 1, windowStart: new Date("2031-03-03T00:00:00.000Z"), at },
      async () => 1,
    );
    const rows = await database.db.select().from(optimizerUsageTable).where(eq(optimizerUsageTable.userId, userId));
    expect(rows.map((row) => row.createdAt)).toEqual([at]);
  });

  it("refuses at the limit without running the work", async () => {
    const userId = await newUser();
    const work = vi.fn(async () => "optimized");
    const limit = { limit: 1, windowStart: weekAgo() };
    await recordOptimizationWithinLimit(database.db, userId, limit, work);
    const refused = await recordOptimizationWithinLimit(database.db, userId, limit, work);
    expect(refused).toEqual({ ok: false, error: "limit_reached", used: 1, limit: 1 });
    expect(work).toHaveBeenCalledOnce();
    expect(await rowsOf(userId)).toBe(1);
  });

  it("does not count usage from before the window", async () => {
    const userId = await newUser();
    await database.db.insert(optimizerUsageTable).values({ userId, createdAt: new Date("2020-01-01T00:00:00.000Z") });
    const outcome = await recordOptimizationWithinLimit(database.db, userId, { limit: 1, windowStart: weekAgo() }, async () => 1);
    expect(outcome.ok).toBe(true);
  });

  it("counts nothing when the work fails, and passes its error on", async () => {
    const userId = await newUser();
    const limit = { limit: 1, windowStart: weekAgo() };
    const failing = recordOptimizationWithinLimit(database.db, userId, limit, async () => {
      throw new Error("provider unavailable");
    });
    await expect(failing).rejects.toThrow("provider unavailable");
    expect(await rowsOf(userId)).toBe(0);
    const retry = await recordOptimizationWithinLimit(database.db, userId, limit, async () => "second try");
    expect(retry).toEqual({ ok: true, value: "second try", used: 1 });
  });

  it.each([1, 3])("lets exactly `limit` of 20 simultaneous calls through, for a limit of %i", async (limit) => {
    const userId = await newUser();
    const work = vi.fn(async () => {
      await sleep(20);
      return "optimized";
    });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => recordOptimizationWithinLimit(database.db, userId, { limit, windowStart: weekAgo() }, work)),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(limit);
    expect(outcomes.filter((outcome) => !outcome.ok)).toHaveLength(20 - limit);
    expect(work).toHaveBeenCalledTimes(limit);
    expect(await rowsOf(userId)).toBe(limit);
  });

  it("keeps one user's calls from blocking another's", async () => {
    const [first, second] = [await newUser(), await newUser()];
    const limit = { limit: 1, windowStart: weekAgo() };
    const outcomes = await Promise.all([
      recordOptimizationWithinLimit(database.db, first, limit, async () => "a"),
      recordOptimizationWithinLimit(database.db, second, limit, async () => "b"),
    ]);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true]);
  });

  it("throws for a user with no profile", async () => {
    await expect(
      recordOptimizationWithinLimit(database.db, "uid-never-signed-in", { limit: 1, windowStart: weekAgo() }, async () => 1),
    ).rejects.toThrow("no such user");
  });
});
