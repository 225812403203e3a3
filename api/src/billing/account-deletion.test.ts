import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setDatabase } from "../db/context.ts";
import { usersTable } from "../db/schema.ts";
import { ensureUserProfile, getUser } from "../db/users.ts";
import { openTestDatabase, type TestDatabase } from "../test/database.ts";
import { cancelPlanBeforeAccountDeletion } from "./account-deletion.ts";
import { manualClock, setClock } from "./clock.ts";
import { getBillingProvider } from "./provider.ts";

let database: TestDatabase;
const clock = manualClock(new Date("2031-03-04T10:00:00.000Z"));
beforeAll(async () => {
  database = await openTestDatabase();
  setDatabase(database);
  setClock(clock);
});
afterAll(async () => {
  setClock(null);
  setDatabase(null);
  await database?.dispose();
});

async function userOn(plan: "free" | "plus", id: string) {
  await ensureUserProfile(database.db, { id, displayName: id, email: null, photoURL: null });
  if (plan === "plus") {
    await database.db
      .update(usersTable)
      .set({ plan: "plus", subscriptionStatus: "active", currentPeriodEnd: new Date("2031-04-04T10:00:00.000Z") })
      .where(eq(usersTable.id, id));
  }
  return (await getUser(database.db, id))!;
}

describe("cancelPlanBeforeAccountDeletion", () => {
  it("cancels an active paid plan with the billing provider", async () => {
    await cancelPlanBeforeAccountDeletion(await userOn("plus", "paying-user"));
    expect(await getUser(database.db, "paying-user")).toMatchObject({ plan: "plus", subscriptionStatus: "canceled" });
  });

  it("asks the provider nothing for a free user", async () => {
    const cancel = vi.spyOn(getBillingProvider(), "cancelSubscription");
    await cancelPlanBeforeAccountDeletion(await userOn("free", "free-user"));
    expect(cancel).not.toHaveBeenCalled();
    cancel.mockRestore();
  });
});
