import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../test/database.ts";
import { subscribe, unsubscribe } from "./newsletter.ts";
import { newsletterSubscribersTable } from "./schema.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.dispose());

describe("subscribe", () => {
  it("stores an address once, lower-cased, however often and however it is typed", async () => {
    expect(await subscribe(database.db, "Reader@Example.com")).toBe(true);
    expect(await subscribe(database.db, "reader@example.com")).toBe(false);
    expect(await subscribe(database.db, "  READER@EXAMPLE.COM ")).toBe(false);
    const rows = await database.db.select().from(newsletterSubscribersTable);
    expect(rows.map((row) => row.email)).toEqual(["reader@example.com"]);
  });

  it("refuses a mixed-case address written around the repository", async () => {
    await expect(database.db.insert(newsletterSubscribersTable).values({ email: "Direct@Example.com" })).rejects.toThrow();
  });
});

describe("unsubscribe", () => {
  it("removes only the address it is given, however it is typed, and again without failing", async () => {
    await subscribe(database.db, "leaving@example.com");
    await subscribe(database.db, "staying@example.com");
    await unsubscribe(database.db, " Leaving@Example.com");
    await unsubscribe(database.db, "leaving@example.com");
    const rows = await database.db.select().from(newsletterSubscribersTable);
    expect(rows.map((row) => row.email)).not.toContain("leaving@example.com");
    expect(rows.map((row) => row.email)).toContain("staying@example.com");
  });
});
