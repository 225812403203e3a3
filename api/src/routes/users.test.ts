import { analysisResultSchema } from "@jobfit/core";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { app } from "../app.ts";
import { getUser } from "../db/users.ts";
import { backendPosting, backendResume } from "../test/fixtures.ts";
import { signUpTestUser, type TestUser } from "../test/identity.ts";
import { useServerContext } from "../test/server-context.ts";

const server = useServerContext();
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  [ann, bob] = await Promise.all([signUpTestUser("ann"), signUpTestUser("bob")]);
});

const json = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, { method, headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

const savedSchema = z.object({
  id: z.uuid(),
  resumeText: z.string(),
  companyName: z.string(),
  jobTitle: z.string(),
  jobDescription: z.string(),
  overallScore: z.number(),
  hardSkillsScore: z.number(),
  softSkillsScore: z.number(),
  formattingScore: z.number(),
  matchedKeywords: z.array(z.unknown()),
  suggestions: z.array(z.unknown()),
  createdAt: z.iso.datetime({ offset: true }),
});

function analyze(user: TestUser | null, companyName = backendPosting.companyName, userId = user?.uid ?? null) {
  return json("POST", "/api/analyze-resume", { resumeText: backendResume, ...backendPosting, companyName, userId }, user?.auth ?? {});
}

describe("POST /api/user", () => {
  const profile = (user: TestUser, displayName: string) => ({ id: user.uid, displayName, email: user.email, photoURL: null });

  it("creates the profile the first time and refreshes it after", async () => {
    expect(await (await json("POST", "/api/user", profile(ann, "Ann"), ann.auth)).json()).toEqual({ success: true });
    const first = await getUser(server.database.db, ann.uid);
    expect(first).toMatchObject({ displayName: "Ann", email: ann.email, plan: "free" });
    await json("POST", "/api/user", profile(ann, "Ann Lee"), ann.auth);
    const second = await getUser(server.database.db, ann.uid);
    expect(second).toMatchObject({ displayName: "Ann Lee", createdAt: first?.createdAt });
  });

  it("answers 401 without a sign-in and 403 for someone else's id", async () => {
    expect((await json("POST", "/api/user", profile(ann, "Ann"))).status).toBe(401);
    const res = await json("POST", "/api/user", profile(bob, "Not Bob"), ann.auth);
    expect(res.status).toBe(403);
    expect(await getUser(server.database.db, bob.uid)).toBeNull();
  });

  it("answers 401 to a forged token", async () => {
    const res = await json("POST", "/api/user", profile(ann, "Ann"), { Authorization: "Bearer forged.token.value" });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe("unauthenticated");
  });

  it("answers 400 to a payload without an id", async () => {
    expect((await json("POST", "/api/user", { displayName: "x" }, ann.auth)).status).toBe(400);
  });
});

describe("saving analyses", () => {
  it("saves a signed-in user's analysis and returns its id with the result", async () => {
    const res = await analyze(ann, "Saved Co");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string };
    expect(z.uuid().parse(body.id)).toBe(body.id);
    analysisResultSchema.parse(body);
    const saved = savedSchema.parse(await (await get(`/api/analysis/${body.id}`, ann.auth)).json());
    expect(saved).toMatchObject({ id: body.id, companyName: "Saved Co", resumeText: backendResume });
  });

  it("stores nothing for a visitor", async () => {
    const res = await analyze(null);
    expect(res.status).toBe(200);
    expect(await res.json()).not.toHaveProperty("id");
  });

  it("answers 403 to a userId that is not the caller's, and saves nothing", async () => {
    const before = ((await (await get(`/api/user/${bob.uid}/analyses`, bob.auth)).json()) as unknown[]).length;
    const res = await analyze(ann, "Sneaky Co", bob.uid);
    expect(res.status).toBe(403);
    expect(((await (await get(`/api/user/${bob.uid}/analyses`, bob.auth)).json()) as unknown[]).length).toBe(before);
  });
});

describe("GET /api/analysis/{id}", () => {
  it("is 404 to anyone but the owner, exactly as for an id that does not exist", async () => {
    const { id } = (await (await analyze(ann, "Private Co")).json()) as { id: string };
    const others = await get(`/api/analysis/${id}`, bob.auth);
    const missing = await get("/api/analysis/6f1c3c1e-0000-4000-8000-000000000000", bob.auth);
    expect([others.status, missing.status]).toEqual([404, 404]);
    expect(await errorOf(others)).toEqual(await errorOf(missing));
  });

  it("answers 401 to a visitor", async () => {
    expect((await get("/api/analysis/6f1c3c1e-0000-4000-8000-000000000000")).status).toBe(401);
  });
});

describe("GET /api/user/{uid}/analyses", () => {
  it("lists the caller's analyses newest first, a page at a time", async () => {
    const carol = await signUpTestUser("carol");
    for (const company of ["First", "Second", "Third"]) expect((await analyze(carol, company)).status).toBe(200);
    const page1 = await get(`/api/user/${carol.uid}/analyses?limit=2`, carol.auth);
    expect(page1.status).toBe(200);
    const items1 = z.array(savedSchema).parse(await page1.json());
    expect(items1.map((a) => a.companyName)).toEqual(["Third", "Second"]);
    const cursor = page1.headers.get("X-Next-Cursor");
    expect(cursor).toBeTruthy();
    const page2 = await get(`/api/user/${carol.uid}/analyses?limit=2&cursor=${encodeURIComponent(cursor!)}`, carol.auth);
    expect(
      z
        .array(savedSchema)
        .parse(await page2.json())
        .map((a) => a.companyName),
    ).toEqual(["First"]);
    expect(page2.headers.get("X-Next-Cursor")).toBeNull();
  });

  it("answers 401 to a visitor and 403 for someone else's list", async () => {
    expect((await get(`/api/user/${ann.uid}/analyses`)).status).toBe(401);
    expect((await get(`/api/user/${ann.uid}/analyses`, bob.auth)).status).toBe(403);
  });

  it.each([["limit=0"], ["limit=101"], ["cursor=not-a-cursor"]])("answers 400 to %s", async (query) => {
    const res = await get(`/api/user/${ann.uid}/analyses?${query}`, ann.auth);
    expect(res.status).toBe(400);
  });
});
