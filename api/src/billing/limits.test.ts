import { describe, expect, it } from "vitest";
import { calendarMonthStart, isoWeekStart, optimizerAccess, usageWindow } from "./limits.ts";
import { subscriptionPlans } from "./plans.ts";

describe("isoWeekStart", () => {
  it.each([
    ["2026-11-22T23:59:00Z", "2026-11-16T00:00:00.000Z"], // Sunday belongs to the week that began on Monday
    ["2026-11-23T00:00:00Z", "2026-11-23T00:00:00.000Z"], // Monday starts a new week
    ["2026-11-25T12:00:00Z", "2026-11-23T00:00:00.000Z"],
    ["2027-01-01T08:00:00Z", "2026-12-28T00:00:00.000Z"], // across a year end
  ])("puts %s in the week of %s", (now, start) => {
    expect(isoWeekStart(new Date(now)).toISOString()).toBe(start);
  });
});

describe("calendarMonthStart", () => {
  it("is the first of the month in UTC", () => {
    expect(calendarMonthStart(new Date("2026-02-28T23:00:00Z")).toISOString()).toBe("2026-02-01T00:00:00.000Z");
  });
});

describe("usageWindow", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  it.each([
    ["free", "2026-11-23T00:00:00.000Z", 1],
    ["plus", "2026-11-01T00:00:00.000Z", 30],
  ] as const)("counts %s from %s, up to %i", (plan, since, limit) => {
    expect(usageWindow(plan, now)).toEqual({ since: new Date(since), limit });
  });

  it("does not count for Pro", () => {
    expect(usageWindow("pro", now)).toEqual({ since: null, limit: null });
  });
});

describe("optimizerAccess", () => {
  it.each([
    ["free", 0, true],
    ["free", 1, false],
    ["plus", 29, true],
    ["plus", 30, false],
    ["pro", 10_000, true],
  ] as const)("%s with %i used: allowed %s", (plan, used, allowed) => {
    expect(optimizerAccess(plan, used).allowed).toBe(allowed);
  });

  it("names the limit and says Upgrade when denied (the web shows the Upgrade Plan link on those words)", () => {
    expect(optimizerAccess("free", 1).reason).toBe("You have used your 1 free AI optimization per week. Upgrade to Plus for 30 per month.");
    expect(optimizerAccess("plus", 30).reason).toMatch(/30 AI optimizations for this month\. Upgrade/);
  });
});

describe("subscriptionPlans", () => {
  it("prices Plus and Pro as SPEC.md section 9 says", () => {
    const plans = subscriptionPlans({ plus: "price_plus", pro: "price_pro" });
    expect(plans.map((p) => [p.id, p.name, p.price, p.interval, p.stripePriceId])).toEqual([
      ["plus", "Plus", 24.95, "month", "price_plus"],
      ["pro", "Pro", 44.95, "month", "price_pro"],
    ]);
  });
});
