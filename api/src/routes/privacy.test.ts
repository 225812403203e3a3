import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { getIdentityProvider } from "../auth/context.ts";
import { type IdentityVariables, identify } from "../auth/middleware.ts";
import { insertAnalysis } from "../db/analyses.ts";
import { recordOptimizationWithinLimit, usageSince } from "../db/optimizer-usage.ts";
import { apiKeysTable, resumeAnalysesTable, usersTable } from "../db/schema.ts";
import { ensureUserProfile, getUser, type User } from "../db/users.ts";
import { ApiError, handleError, notFound } from "../errors.ts";
import { sampleAnalysis } from "../test/analyses.ts";
import { signUpTestUser, type TestUser } from "../test/identity.ts";
import { useServerContext } from "../test/server-context.ts";
import { createPrivacyRoutes, type PrivacyHooks } from "./privacy.ts";
import { userRoutes } from "./users.ts";

const server = useServerContext();

/** Mounted as app.ts will: beside routes/users.ts under /api/user. */
function privacyApp(hooks: PrivacyHooks = {}) {
  return new Hono<{ Variables: IdentityVariables }>()
    .use("/api/*", identify(getIdentityProvider))
    .notFound(notFound)
    .onError(handleError)
    .route("/api/user", userRoutes)
    .route("/api/user", createPrivacyRoutes(hooks));
}
const app = privacyApp();

const exportOf = (uid: string, user?: TestUser) => app.request(`/api/user/${uid}/export`, { headers: user?.auth ?? {} });
const deleteAccount = (uid: string, user?: TestUser, on = app) =>
  on.request(`/api/user/${uid}`, { method: "DELETE", headers: user?.auth ?? {} });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

/** A signed-in user with a profile, two analyses, one optimization and one API key. */
async function userWithData(name: string): Promise<TestUser> {
  const user = await signUpTestUser(name);
  await ensureUserProfile(server.database.db, { id: user.uid, displayName: name, email: user.email, photoURL: null });
  await insertAnalysis(
    server.database.db,
    sampleAnalysis(user.uid, { companyName: `${name} First Co`, createdAt: new Date("2025-01-10T10:00:00Z") }),
  );
  await insertAnalysis(
    server.database.db,
    sampleAnalysis(user.uid, { companyName: `${name} Second Co`, createdAt: new Date("2025-01-12T10:00:00Z") }),
  );
  await recordOptimizationWithinLimit(server.database.db, user.uid, { limit: 5, windowStart: new Date(0) }, async () => "done");
  await server.database.db
    .insert(apiKeysTable)
    .values({ userId: user.uid, name: "laptop", keyHash: `secret-hash-of-${user.uid}`, prefix: "jf_live_ab" });
  return user;
}

const exportSchema = z.object({
  exportedAt: z.iso.datetime(),
  profile: z
    .object({
      id: z.string(),
      displayName: z.string().nullable(),
      email: z.string().nullable(),
      plan: z.string(),
      createdAt: z.iso.datetime(),
    })
    .loose(),
  analyses: z.array(
    z
      .object({
        id: z.uuid(),
        createdAt: z.iso.datetime(),
        companyName: z.string(),
        resumeText: z.string(),
        jobDescription: z.string(),
        overallScore: z.number(),
        matchedKeywords: z.array(z.unknown()),
        suggestions: z.array(z.unknown()),
        highlights: z.array(z.unknown()),
        engineVersion: z.string(),
      })
      .loose(),
  ),
  optimizations: z.array(z.object({ createdAt: z.iso.datetime() })),
  apiKeys: z.array(z.object({ name: z.string(), prefix: z.string(), createdAt: z.iso.datetime() }).loose()),
});

const rowsOf = async (uid: string) => ({
  users: (await server.database.db.select().from(usersTable).where(eq(usersTable.id, uid))).length,
  analyses: (await server.database.db.select().from(resumeAnalysesTable).where(eq(resumeAnalysesTable.userId, uid))).length,
  optimizations: await usageSince(server.database.db, uid, new Date(0)),
  apiKeys: (await server.database.db.select().from(apiKeysTable).where(eq(apiKeysTable.userId, uid))).length,
});

describe("GET /api/user/{uid}/export", () => {
  let ann: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    [ann, bob] = await Promise.all([userWithData("ann"), userWithData("bob")]);
  });

  it("gives the owner everything stored about them, as a download", async () => {
    const res = await exportOf(ann.uid, ann);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="jobfit-export.json"');
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    const data = exportSchema.parse(await res.json());
    expect(Date.now() - Date.parse(data.exportedAt)).toBeLessThan(60_000);
    expect(data.profile).toMatchObject({ id: ann.uid, displayName: "ann", email: ann.email, plan: "free", photoURL: null });
    // Every analysis, newest first, with the resume text it was made from.
    expect(data.analyses.map((analysis) => analysis.companyName)).toEqual(["ann Second Co", "ann First Co"]);
    expect(data.analyses[0]).toMatchObject({ createdAt: "2025-01-12T10:00:00.000Z", resumeText: sampleAnalysis(ann.uid).resumeText });
    expect(data.optimizations).toHaveLength(1);
    expect(data.apiKeys).toEqual([expect.objectContaining({ name: "laptop", prefix: "jf_live_ab", revokedAt: null })]);
  });

  it("holds nothing of anyone else's, and no key hash", async () => {
    const text = await (await exportOf(ann.uid, ann)).text();
    expect(text).not.toContain(bob.uid);
    expect(text).not.toContain("bob Second Co");
    expect(text).not.toContain("secret-hash-of");
  });

  it("answers 401 to a visitor and 403 for someone else's account", async () => {
    const visitor = await exportOf(ann.uid);
    expect([visitor.status, (await errorOf(visitor)).code]).toEqual([401, "unauthenticated"]);
    const other = await exportOf(ann.uid, bob);
    expect([other.status, (await errorOf(other)).code]).toEqual([403, "forbidden"]);
  });

  it("answers 404 when no profile is stored", async () => {
    const newcomer = await signUpTestUser("newcomer");
    const res = await exportOf(newcomer.uid, newcomer);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ code: "not_found", message: "No data is stored for this account" });
  });
});

describe("DELETE /api/user/{uid}", () => {
  it("deletes the profile, analyses, usage and API keys, and answers { deleted: true }", async () => {
    const [carol, dave] = await Promise.all([userWithData("carol"), userWithData("dave")]);
    expect(await rowsOf(carol.uid)).toEqual({ users: 1, analyses: 2, optimizations: 1, apiKeys: 1 });

    const res = await deleteAccount(carol.uid, carol);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });

    expect(await rowsOf(carol.uid)).toEqual({ users: 0, analyses: 0, optimizations: 0, apiKeys: 0 });
    // Nobody else's data went with it.
    expect(await rowsOf(dave.uid)).toEqual({ users: 1, analyses: 2, optimizations: 1, apiKeys: 1 });
  });

  it("deletes the sign-in account too: its token stops working at once", async () => {
    const erin = await userWithData("erin");
    expect(await (await deleteAccount(erin.uid, erin)).json()).toEqual({ deleted: true });
    expect((await app.request(`/api/user/${erin.uid}/analyses`, { headers: erin.auth })).status).toBe(401);
    expect((await exportOf(erin.uid, erin)).status).toBe(401);
    expect((await deleteAccount(erin.uid, erin)).status).toBe(401);
  });

  it("answers 401 to a visitor and 403 for someone else's account, and deletes nothing", async () => {
    const [frank, grace] = await Promise.all([userWithData("frank"), userWithData("grace")]);
    expect((await deleteAccount(frank.uid)).status).toBe(401);
    expect((await deleteAccount(frank.uid, grace)).status).toBe(403);
    expect(await rowsOf(frank.uid)).toEqual({ users: 1, analyses: 2, optimizations: 1, apiKeys: 1 });
  });

  it("runs the billing hook with the user's row first, and deletes nothing when it fails", async () => {
    const heidi = await userWithData("heidi");
    await server.database.db
      .update(usersTable)
      .set({ plan: "plus", stripeSubscriptionId: `sub_${heidi.uid}` })
      .where(eq(usersTable.id, heidi.uid));
    const seen: User[] = [];
    const failing = privacyApp({
      beforeDeleteAccount: async (user) => {
        seen.push(user);
        throw new ApiError(502, "bad_request", "Could not cancel the subscription. Please try again.");
      },
    });
    const refused = await deleteAccount(heidi.uid, heidi, failing);
    expect(refused.status).toBe(502);
    expect(seen.map((user) => [user.id, user.stripeSubscriptionId])).toEqual([[heidi.uid, `sub_${heidi.uid}`]]);
    expect(await rowsOf(heidi.uid)).toEqual({ users: 1, analyses: 2, optimizations: 1, apiKeys: 1 });

    const cancelled: string[] = [];
    const working = privacyApp({
      beforeDeleteAccount: async (user) => {
        cancelled.push(user.stripeSubscriptionId ?? "");
      },
    });
    expect((await deleteAccount(heidi.uid, heidi, working)).status).toBe(200);
    expect(cancelled).toEqual([`sub_${heidi.uid}`]);
    expect(await getUser(server.database.db, heidi.uid)).toBeNull();
  });

  it("does not run the hook when there is no account to delete", async () => {
    const ivan = await signUpTestUser("ivan");
    let calls = 0;
    const hooked = privacyApp({
      beforeDeleteAccount: async () => {
        calls++;
      },
    });
    expect((await deleteAccount(ivan.uid, ivan, hooked)).status).toBe(200);
    expect(calls).toBe(0);
  });
});
