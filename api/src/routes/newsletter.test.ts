import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { app } from "../app.ts";
import { newsletterSubscribersTable } from "../db/schema.ts";
import { DEFAULT_MAX_BODY_BYTES } from "../safety/body-limit.ts";
import { DEFAULT_API_RATE_LIMITS } from "../safety/rate-limit.ts";
import { signUpTestUser } from "../test/identity.ts";
import { useServerContext } from "../test/server-context.ts";

const server = useServerContext();

const post = (body: string | undefined, headers: Record<string, string> = { "Content-Type": "application/json" }, env?: object) =>
  app.request("/api/newsletter", { method: "POST", headers, body }, env);
const subscribe = (email: unknown, headers?: Record<string, string>) =>
  post(JSON.stringify({ email }), { "Content-Type": "application/json", ...headers });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

/** The stored rows for one address (as stored: lower-cased). */
const rowsFor = (email: string) =>
  server.database.db.select().from(newsletterSubscribersTable).where(eq(newsletterSubscribersTable.email, email));

describe("POST /api/newsletter", () => {
  it("subscribes a visitor: 200, { subscribed: true }, one stored row", async () => {
    const res = await subscribe("first.reader@example.com");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ subscribed: true });
    expect(await rowsFor("first.reader@example.com")).toHaveLength(1);
  });

  it("is idempotent: a repeat answers the same and leaves the one row as it was", async () => {
    const first = await subscribe("twice@example.com");
    const [stored] = await rowsFor("twice@example.com");
    const second = await subscribe("twice@example.com");
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toEqual(await first.json());
    expect(await rowsFor("twice@example.com")).toEqual([stored]);
  });

  it("trims and lower-cases the address, so every spelling of it is one subscriber", async () => {
    for (const spelling of ["  Mixed.Case@Example.COM ", "mixed.case@example.com", "MIXED.CASE@EXAMPLE.COM\n"]) {
      const res = await subscribe(spelling);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ subscribed: true });
    }
    expect(await rowsFor("mixed.case@example.com")).toHaveLength(1);
    const all = await server.database.db.select().from(newsletterSubscribersTable);
    expect(all.filter((row) => row.email.includes("mixed.case"))).toHaveLength(1);
  });

  it("subscribes a signed-in caller the same way", async () => {
    const user = await signUpTestUser("reader");
    const res = await subscribe(user.email, user.auth);
    expect(res.status).toBe(200);
    expect(await rowsFor(user.email)).toHaveLength(1);
  });

  it.each([
    ["a word", "not-an-email", "email: Please enter a valid email address"],
    ["no domain dot", "reader@example", "email: Please enter a valid email address"],
    ["two at signs", "reader@@example.com", "email: Please enter a valid email address"],
    ["a space inside", "read er@example.com", "email: Please enter a valid email address"],
    ["an address too long to deliver", `${"a".repeat(250)}@example.com`, "email: Please enter a valid email address"],
    ["an empty string", "", "Please enter your email address"],
    ["only spaces", "   ", "Please enter your email address"],
    ["a number", 42, "email: Please enter your email address"],
    ["null", null, "email: Please enter your email address"],
  ])("answers 400 validation_failed to %s, storing nothing", async (_case, email, message) => {
    const before = await server.database.db.select().from(newsletterSubscribersTable);
    const res = await subscribe(email);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: "validation_failed", message });
    expect(await server.database.db.select().from(newsletterSubscribersTable)).toEqual(before);
  });

  it("answers 400 to a request without a body", async () => {
    const res = await post(undefined, {});
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: "validation_failed", message: "email: Please enter your email address" });
  });

  it("answers 400 to a JSON body without an email", async () => {
    const res = await post("{}");
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: "validation_failed", message: "email: Please enter your email address" });
  });

  it.each([
    ["empty", ""],
    ["malformed", '{"email": "reader@example.com"'],
  ])("answers 400 invalid_json to an %s JSON body", async (_case, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: "invalid_json", message: "Malformed JSON in request body" });
  });

  it("is under the app's body limit", async () => {
    const res = await subscribe(`${"a".repeat(DEFAULT_MAX_BODY_BYTES)}@example.com`);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe("payload_too_large");
  });

  it("is under the app's per-address rate limit", async () => {
    const from = { incoming: { socket: { remoteAddress: "198.51.100.23" } } };
    const body = JSON.stringify({ email: "often@example.com" });
    const headers = { "Content-Type": "application/json" };
    for (let i = 0; i < DEFAULT_API_RATE_LIMITS.perIp; i++) expect((await post(body, headers, from)).status).toBe(200);
    const refused = await post(body, headers, from);
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).code).toBe("rate_limited");
    expect(await rowsFor("often@example.com")).toHaveLength(1);
  });
});

describe("deleting an account", () => {
  it("takes the account's sign-in address off the newsletter, and only that address", async () => {
    const leaving = await signUpTestUser("leaving");
    const profile = { id: leaving.uid, displayName: "Leaving", email: leaving.email, photoURL: null };
    const headers = { "Content-Type": "application/json", ...leaving.auth };
    expect((await app.request("/api/user", { method: "POST", headers, body: JSON.stringify(profile) })).status).toBe(200);
    await subscribe(leaving.email.toUpperCase());
    await subscribe("someone.else@example.com");
    const res = await app.request(`/api/user/${leaving.uid}`, { method: "DELETE", headers: leaving.auth });
    expect(res.status).toBe(200);
    expect(await rowsFor(leaving.email)).toEqual([]);
    expect(await rowsFor("someone.else@example.com")).toHaveLength(1);
  });
});
