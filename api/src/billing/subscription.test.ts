import { describe, expect, it } from "vitest";
import { classifySandboxCard } from "./sandbox.ts";
import { addCalendarMonth, effectiveSubscription, optimizerQuota } from "./subscription.ts";

describe("addCalendarMonth", () => {
  it.each([
    ["2031-03-04T10:00:00.000Z", "2031-04-04T10:00:00.000Z"],
    ["2031-01-31T08:30:00.000Z", "2031-02-28T08:30:00.000Z"],
    ["2032-01-31T00:00:00.000Z", "2032-02-29T00:00:00.000Z"],
    ["2031-12-15T23:59:59.999Z", "2032-01-15T23:59:59.999Z"],
    ["2031-03-31T12:00:00.000Z", "2031-04-30T12:00:00.000Z"],
  ])("%s + 1 month = %s", (from, to) => {
    expect(addCalendarMonth(new Date(from)).toISOString()).toBe(to);
  });
});

describe("effectiveSubscription", () => {
  const now = new Date("2031-03-04T10:00:00.000Z");
  const later = new Date("2031-04-04T10:00:00.000Z");
  const earlier = new Date("2031-03-01T00:00:00.000Z");
  const stored = (plan: "free" | "plus" | "pro", subscriptionStatus: "active" | "canceled" | null, currentPeriodEnd: Date | null) => ({
    plan,
    subscriptionStatus,
    currentPeriodEnd,
    cancelAt: subscriptionStatus === "canceled" ? currentPeriodEnd : null,
  });

  it.each([
    ["no user row", null, "free", "active"],
    ["a user who never paid", stored("free", null, null), "free", "active"],
    ["an active plan within its period", stored("plus", "active", later), "plus", "active"],
    ["a canceled plan within its period", stored("pro", "canceled", later), "pro", "canceled"],
    ["a canceled plan whose period ended", stored("plus", "canceled", earlier), "free", "canceled"],
    ["an active plan whose period ended unrenewed", stored("plus", "active", earlier), "free", "past_due"],
    ["a canceled plan at the very moment its period ends", stored("plus", "canceled", now), "free", "canceled"],
  ] as const)("reads %s as %s, %s", (_, user, plan, status) => {
    expect(effectiveSubscription(user, now)).toMatchObject({ plan, status });
  });
});

describe("optimizerQuota", () => {
  const now = new Date("2031-03-06T15:00:00.000Z"); // a Thursday
  it.each([
    ["free", 1, "2031-03-03T00:00:00.000Z"],
    ["plus", 30, "2031-03-01T00:00:00.000Z"],
    ["pro", Number.POSITIVE_INFINITY, "2031-03-01T00:00:00.000Z"],
  ] as const)("%s allows %d from %s", (plan, limit, windowStart) => {
    expect(optimizerQuota(plan, now)).toEqual({ limit, windowStart: new Date(windowStart) });
  });
});

describe("classifySandboxCard", () => {
  it.each([
    ["4242 4242 4242 4242", "succeeded"],
    ["4242424242424242", "succeeded"],
    ["42424242 42424242", "succeeded"],
    ["4000 0000 0000 0002", "declined"],
    ["4000000000000002", "declined"],
    ["4242 4242 4242 4241", "invalid"],
    ["4242-4242-4242-4242", "invalid"],
    ["", "invalid"],
  ] as const)("%j is %s", (card, outcome) => {
    expect(classifySandboxCard(card)).toBe(outcome);
  });
});
