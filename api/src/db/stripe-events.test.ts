import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../test/database.ts";
import { stripeEventsTable } from "./schema.ts";
import { recordStripeEventOnce } from "./stripe-events.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.dispose());

describe("recordStripeEventOnce", () => {
  it("returns true for a new event and false when the same event is replayed", async () => {
    expect(await recordStripeEventOnce(database.db, "evt_1", "customer.subscription.updated")).toBe(true);
    expect(await recordStripeEventOnce(database.db, "evt_1", "customer.subscription.updated")).toBe(false);
    expect(await recordStripeEventOnce(database.db, "evt_2", "invoice.paid")).toBe(true);
    const rows = await database.db.select().from(stripeEventsTable).orderBy(stripeEventsTable.id);
    expect(rows.map(({ id, type }) => ({ id, type }))).toEqual([
      { id: "evt_1", type: "customer.subscription.updated" },
      { id: "evt_2", type: "invoice.paid" },
    ]);
  });

  it("lets only one of several simultaneous deliveries of an event through", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => recordStripeEventOnce(database.db, "evt_race", "invoice.paid")));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
