import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { manualClock, setClock } from "../billing/clock.ts";
import { SANDBOX_PORTAL_URL, SANDBOX_PRICE_IDS } from "../billing/sandbox.ts";
import { getUser } from "../db/users.ts";
import { billingClient, createBillingTestApp, errorOf } from "../test/billing-app.ts";
import { signUpTestUser, type TestUser } from "../test/identity.ts";
import { useServerContext } from "../test/server-context.ts";

const server = useServerContext();
const { get, post, optimize } = billingClient(createBillingTestApp());
// A Tuesday; every test that moves the clock starts from it.
const START = new Date("2031-03-04T10:00:00.000Z");
const clock = manualClock(START);
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  setClock(clock);
  [ann, bob] = await Promise.all([signUpTestUser("ann"), signUpTestUser("bob")]);
});
afterAll(() => setClock(null));

const planSchema = z.object({
  id: z.enum(["plus", "pro"]),
  name: z.string(),
  price: z.number(),
  interval: z.literal("month"),
  features: z.array(z.string()).min(1),
  stripePriceId: z.string().min(1),
});

const subscriptionSchema = z.strictObject({
  subscriptionPlan: z.enum(["free", "plus", "pro"]),
  subscriptionStatus: z.enum(["active", "canceled", "past_due", "other"]),
  currentPeriodEnd: z.iso.datetime().nullable(),
  monthlyOptimizerUsage: z.number().int().min(0),
  optimizerAccess: z.strictObject({ allowed: z.boolean(), reason: z.string() }),
});

async function subscriptionOf(user: TestUser) {
  const res = await get(`/api/user/${user.uid}/subscription`, user);
  expect(res.status).toBe(200);
  return subscriptionSchema.parse(await res.json());
}

async function checkout(user: TestUser, priceId: string = SANDBOX_PRICE_IDS.plus): Promise<string> {
  const res = await post("/api/create-subscription", { priceId, userId: user.uid }, user);
  expect(res.status).toBe(200);
  return z.object({ clientSecret: z.string().startsWith("sandbox_pi_secret_") }).parse(await res.json()).clientSecret;
}

const confirm = (user: TestUser | null, clientSecret: string, card: string) =>
  post("/api/sandbox/confirm-payment", { clientSecret, card }, user);

describe("GET /api/subscription-plans", () => {
  it("lists Plus and Pro with their prices, features and the sandbox price ids, to visitors too", async () => {
    const res = await get("/api/subscription-plans", null);
    expect(res.status).toBe(200);
    const plans = z.array(planSchema).parse(await res.json());
    expect(plans.map(({ id, name, price, stripePriceId }) => ({ id, name, price, stripePriceId }))).toEqual([
      { id: "plus", name: "Plus", price: 24.95, stripePriceId: "price_sandbox_plus" },
      { id: "pro", name: "Pro", price: 44.95, stripePriceId: "price_sandbox_pro" },
    ]);
    expect(plans[0]?.features).toContain("30 AI optimizations per month");
    expect(plans[1]?.features).toContain("Unlimited AI optimizations");
  });
});

describe("GET /api/user/{uid}/subscription", () => {
  it("answers Free, active, no period and one optimization allowed this week for a new user", async () => {
    expect(await subscriptionOf(await signUpTestUser("new"))).toEqual({
      subscriptionPlan: "free",
      subscriptionStatus: "active",
      currentPeriodEnd: null,
      monthlyOptimizerUsage: 0,
      optimizerAccess: { allowed: true, reason: "1 free AI optimization this week." },
    });
  });
});

describe("owner only", () => {
  const calls: [string, (user: TestUser | null, owner: TestUser) => Promise<Response>][] = [
    ["GET /api/user/{uid}/subscription", (user, owner) => get(`/api/user/${owner.uid}/subscription`, user)],
    [
      "POST /api/create-subscription",
      (user, owner) => post("/api/create-subscription", { priceId: SANDBOX_PRICE_IDS.plus, userId: owner.uid }, user),
    ],
    ["POST /api/cancel-subscription", (user, owner) => post("/api/cancel-subscription", { userId: owner.uid }, user)],
    ["POST /api/create-portal-session", (user, owner) => post("/api/create-portal-session", { userId: owner.uid }, user)],
    ["POST /api/optimize-resume", (user, owner) => optimize(user, { userId: owner.uid })],
  ];

  it.each(calls)("%s answers 401 to a visitor and 403 to someone else", async (_, call) => {
    const visitor = await call(null, ann);
    expect(visitor.status).toBe(401);
    expect((await errorOf(visitor)).code).toBe("unauthenticated");
    const other = await call(bob, ann);
    expect(other.status).toBe(403);
    expect((await errorOf(other)).code).toBe("forbidden");
  });

  it("POST /api/sandbox/confirm-payment answers 401 to a visitor and 403 to anyone but the payment's owner", async () => {
    const carol = await signUpTestUser("carol");
    const secret = await checkout(carol);
    expect((await confirm(null, secret, "4242 4242 4242 4242")).status).toBe(401);
    const other = await confirm(bob, secret, "4242 4242 4242 4242");
    expect(other.status).toBe(403);
    expect((await subscriptionOf(bob)).subscriptionPlan).toBe("free");
    // Still open for its owner.
    expect((await confirm(carol, secret, "4242 4242 4242 4242")).status).toBe(200);
    expect((await subscriptionOf(carol)).subscriptionPlan).toBe("plus");
  });
});

describe("the sandbox subscription lifecycle", () => {
  it("Free -> Plus for a month -> 30 optimizations -> canceled, kept until the period ends -> Free", async () => {
    clock.set(START);
    const dana = await signUpTestUser("dana");
    expect((await subscriptionOf(dana)).subscriptionPlan).toBe("free");

    const secret = await checkout(dana);
    const confirmed = await confirm(dana, secret, "4242 4242 4242 4242");
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ status: "succeeded" });
    const periodEnd = "2031-04-04T10:00:00.000Z";
    expect(await subscriptionOf(dana)).toEqual({
      subscriptionPlan: "plus",
      subscriptionStatus: "active",
      currentPeriodEnd: periodEnd,
      monthlyOptimizerUsage: 0,
      optimizerAccess: { allowed: true, reason: "30 of 30 AI optimizations left this month." },
    });
    expect(await getUser(server.database.db, dana.uid)).toMatchObject({ plan: "plus", subscriptionStatus: "active", cancelAt: null });

    for (let i = 0; i < 30; i++) {
      const res = await optimize(dana);
      expect(res.status).toBe(200);
    }
    const refused = await optimize(dana);
    expect(refused.status).toBe(403);
    const reason = "You have used all 30 AI optimizations for this month. Upgrade to Pro for unlimited optimizations.";
    expect(await errorOf(refused)).toEqual({ code: "limit_reached", message: reason });
    expect(await subscriptionOf(dana)).toMatchObject({ monthlyOptimizerUsage: 30, optimizerAccess: { allowed: false, reason } });

    const canceled = await post("/api/cancel-subscription", { userId: dana.uid }, dana);
    expect(canceled.status).toBe(200);
    expect(await canceled.json()).toEqual({ cancelAt: periodEnd });
    // Canceling again changes nothing.
    expect(await (await post("/api/cancel-subscription", { userId: dana.uid }, dana)).json()).toEqual({ cancelAt: periodEnd });
    expect(await subscriptionOf(dana)).toMatchObject({
      subscriptionPlan: "plus",
      subscriptionStatus: "canceled",
      currentPeriodEnd: periodEnd,
    });

    // Access is kept until the period ends: in April, before the end, Plus's new month allows optimizations again.
    clock.set(new Date("2031-04-04T09:00:00.000Z"));
    expect(await subscriptionOf(dana)).toMatchObject({
      subscriptionPlan: "plus",
      subscriptionStatus: "canceled",
      monthlyOptimizerUsage: 0,
    });
    expect((await optimize(dana)).status).toBe(200);

    // Past the end: Free, still shown as canceled; that optimization used this ISO week's one.
    clock.set(new Date("2031-04-04T10:00:00.001Z"));
    expect(await subscriptionOf(dana)).toEqual({
      subscriptionPlan: "free",
      subscriptionStatus: "canceled",
      currentPeriodEnd: periodEnd,
      monthlyOptimizerUsage: 1,
      optimizerAccess: { allowed: false, reason: "You have used your 1 free AI optimization per week. Upgrade to Plus for 30 per month." },
    });
    expect((await optimize(dana)).status).toBe(403);
    expect((await post("/api/cancel-subscription", { userId: dana.uid }, dana)).status).toBe(400);

    // Monday: a new ISO week, a new free optimization.
    clock.set(new Date("2031-04-07T00:00:00.000Z"));
    expect((await subscriptionOf(dana)).optimizerAccess.allowed).toBe(true);
    expect((await optimize(dana)).status).toBe(200);
    clock.set(START);
  });

  it("activates for one calendar month, kept to the last day of a shorter month", async () => {
    clock.set(new Date("2031-01-31T08:30:00.000Z"));
    const erin = await signUpTestUser("erin");
    expect((await confirm(erin, await checkout(erin, SANDBOX_PRICE_IDS.pro), "4242424242424242")).status).toBe(200);
    expect(await subscriptionOf(erin)).toMatchObject({
      subscriptionPlan: "pro",
      subscriptionStatus: "active",
      currentPeriodEnd: "2031-02-28T08:30:00.000Z",
      optimizerAccess: { allowed: true, reason: "Unlimited AI optimizations on Pro." },
    });
    clock.set(START);
  });

  it("reads an expired period that was never renewed as Free, past due", async () => {
    clock.set(START);
    const fay = await signUpTestUser("fay");
    await confirm(fay, await checkout(fay), "4242 4242 4242 4242");
    clock.set(new Date("2031-04-05T00:00:00.000Z"));
    expect(await subscriptionOf(fay)).toMatchObject({ subscriptionPlan: "free", subscriptionStatus: "past_due" });
    clock.set(START);
  });
});

describe("checkout and payment", () => {
  it("leaves the user on Free when the card is declined, and the payment open for another card", async () => {
    const gus = await signUpTestUser("gus");
    const secret = await checkout(gus);
    const declined = await confirm(gus, secret, "4000 0000 0000 0002");
    expect(declined.status).toBe(402);
    expect(await errorOf(declined)).toEqual({ code: "card_declined", message: "Your card was declined." });
    expect((await subscriptionOf(gus)).subscriptionPlan).toBe("free");
    expect((await confirm(gus, secret, "4242 4242 4242 4242")).status).toBe(200);
    expect((await subscriptionOf(gus)).subscriptionPlan).toBe("plus");
  });

  it.each(["4242 4242 4242 4241", "1234", "", "4242-4242-4242-4242", "abcd abcd abcd abcd"])(
    "answers 400 to the card number %j and changes nothing",
    async (card) => {
      const hal = await signUpTestUser("hal");
      const res = await confirm(hal, await checkout(hal), card);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({ code: "card_invalid", message: "Your card number is invalid." });
      expect((await subscriptionOf(hal)).subscriptionPlan).toBe("free");
    },
  );

  it("accepts a client secret only once, even when confirmed twice at the same moment", async () => {
    const ivy = await signUpTestUser("ivy");
    const secret = await checkout(ivy);
    const [first, second] = await Promise.all([confirm(ivy, secret, "4242 4242 4242 4242"), confirm(ivy, secret, "4242 4242 4242 4242")]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    const again = await confirm(ivy, secret, "4242 4242 4242 4242");
    expect(again.status).toBe(400);
    expect((await errorOf(again)).message).toBe("This payment has already been completed.");
  });

  it("answers 400 to an unknown client secret", async () => {
    const res = await confirm(ann, "sandbox_pi_secret_not-a-real-one", "4242 4242 4242 4242");
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("bad_request");
  });

  it("answers 400 to an unknown price id and creates no payment", async () => {
    const res = await post("/api/create-subscription", { priceId: "price_free_lunch", userId: ann.uid }, ann);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(/Unknown price/);
  });

  it("answers 400 to a checkout for the plan the user already has, and allows a move to the other plan", async () => {
    const jo = await signUpTestUser("jo");
    await confirm(jo, await checkout(jo), "4242 4242 4242 4242");
    const res = await post("/api/create-subscription", { priceId: SANDBOX_PRICE_IDS.plus, userId: jo.uid }, jo);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("You are already subscribed to Plus.");
    expect((await confirm(jo, await checkout(jo, SANDBOX_PRICE_IDS.pro), "4242 4242 4242 4242")).status).toBe(200);
    expect((await subscriptionOf(jo)).subscriptionPlan).toBe("pro");
  });
});

describe("POST /api/cancel-subscription", () => {
  it("answers 400 when there is no paid plan to cancel", async () => {
    const kim = await signUpTestUser("kim");
    const res = await post("/api/cancel-subscription", { userId: kim.uid }, kim);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("You have no paid subscription to cancel.");
  });
});

describe("POST /api/create-portal-session", () => {
  it("answers the web app's local billing page", async () => {
    const res = await post("/api/create-portal-session", { userId: ann.uid }, ann);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: SANDBOX_PORTAL_URL });
    expect(SANDBOX_PORTAL_URL).toBe("/settings?billing=sandbox");
  });
});
