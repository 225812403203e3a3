import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleAnalysis } from "../test/analyses.ts";
import { openTestDatabase, type TestDatabase } from "../test/database.ts";
import { insertAnalysis, listAnalyses } from "./analyses.ts";
import { recordOptimizationWithinLimit, usageSince } from "./optimizer-usage.ts";
import { apiKeysTable, usersTable } from "./schema.ts";
import { deleteUser, ensureUserProfile, getUser } from "./users.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.dispose());

describe("ensureUserProfile", () => {
  it("creates the profile on first sign-in, on the free plan with no subscription", async () => {
    const user = await ensureUserProfile(database.db, {
      id: "uid-first",
      displayName: "Jordan Avery",
      email: "jordan@example.com",
      photoURL: "https://example.com/jordan.png",
    });
    expect(user).toMatchObject({
      id: "uid-first",
      displayName: "Jordan Avery",
      email: "jordan@example.com",
      photoURL: "https://example.com/jordan.png",
      plan: "free",
      subscriptionStatus: null,
      stripeCustomerId: null,
    });
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(await getUser(database.db, "uid-first")).toEqual(user);
  });

  it("updates name, email and photo on the next sign-in and keeps the creation time", async () => {
    const first = await ensureUserProfile(database.db, { id: "uid-again", displayName: "Sam", email: "sam@example.com", photoURL: null });
    const second = await ensureUserProfile(database.db, {
      id: "uid-again",
      displayName: "Sam Lee",
      email: "sam.lee@example.com",
      photoURL: "https://example.com/sam.png",
    });
    expect(second).toMatchObject({ displayName: "Sam Lee", email: "sam.lee@example.com", photoURL: "https://example.com/sam.png" });
    expect(second.createdAt).toEqual(first.createdAt);
  });

  it("keeps the plan and billing fields when the profile is refreshed", async () => {
    await ensureUserProfile(database.db, { id: "uid-paying", displayName: "Pat", email: null, photoURL: null });
    await database.db.update(usersTable).set({ plan: "plus", subscriptionStatus: "active" }).where(eq(usersTable.id, "uid-paying"));
    const refreshed = await ensureUserProfile(database.db, { id: "uid-paying", displayName: "Pat Q", email: null, photoURL: null });
    expect(refreshed).toMatchObject({ displayName: "Pat Q", plan: "plus", subscriptionStatus: "active" });
  });
});

describe("getUser and deleteUser", () => {
  it("returns null for an unknown user", async () => {
    expect(await getUser(database.db, "nobody")).toBeNull();
  });

  it("deletes a user once", async () => {
    await ensureUserProfile(database.db, { id: "uid-leaving", displayName: null, email: null, photoURL: null });
    expect(await deleteUser(database.db, "uid-leaving")).toBe(true);
    expect(await getUser(database.db, "uid-leaving")).toBeNull();
    expect(await deleteUser(database.db, "uid-leaving")).toBe(false);
  });
});

describe("deleting a user", () => {
  it("deletes their analyses, optimizer usage and API keys, and nobody else's", async () => {
    for (const id of ["uid-gone", "uid-stays"]) {
      await ensureUserProfile(database.db, { id, displayName: null, email: null, photoURL: null });
      await insertAnalysis(database.db, sampleAnalysis(id));
      await insertAnalysis(database.db, sampleAnalysis(id));
      await recordOptimizationWithinLimit(database.db, id, { limit: 5, windowStart: new Date(0) }, async () => "done");
      await database.db.insert(apiKeysTable).values({ userId: id, name: "CI", keyHash: `hash-of-${id}`, prefix: "jf_live_ab" });
    }
    const keysOf = async (id: string) => (await database.db.select().from(apiKeysTable).where(eq(apiKeysTable.userId, id))).length;

    expect(await deleteUser(database.db, "uid-gone")).toBe(true);

    expect((await listAnalyses(database.db, "uid-gone")).items).toHaveLength(0);
    expect(await usageSince(database.db, "uid-gone", new Date(0))).toBe(0);
    expect(await keysOf("uid-gone")).toBe(0);
    expect((await listAnalyses(database.db, "uid-stays")).items).toHaveLength(2);
    expect(await usageSince(database.db, "uid-stays", new Date(0))).toBe(1);
    expect(await keysOf("uid-stays")).toBe(1);
  });
});
