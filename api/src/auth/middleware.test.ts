import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { handleError } from "../errors.ts";
import type { IdentityProvider } from "./identity.ts";
import { type IdentityVariables, identify, requireSameUser, requireUser } from "./middleware.ts";

// A stand-in for Firebase in these unit tests only; firebase.test.ts checks the real provider against the emulator.
const provider: IdentityProvider = {
  kind: "firebase-emulator",
  verify: async (token) => (token === "good" ? { uid: "u1", email: "a@b.co", name: "Ann", picture: null } : null),
  createCustomToken: async (uid) => `custom-${uid}`,
  deleteAccount: async () => {},
};

const app = new Hono<{ Variables: IdentityVariables }>()
  .use(identify(() => provider))
  .get("/who", (c) => c.json({ user: c.get("user") }))
  .get("/mine", (c) => c.json({ uid: requireUser(c).uid }))
  .get("/users/:uid", (c) => c.json({ uid: requireSameUser(c, c.req.param("uid")).uid }));
app.onError(handleError);

const get = (path: string, authorization?: string) =>
  app.request(path, { headers: authorization === undefined ? {} : { Authorization: authorization } });

describe("identify", () => {
  it("treats a request without a token as a visitor", async () => {
    expect(await (await get("/who")).json()).toEqual({ user: null });
  });

  it("sets the verified user", async () => {
    expect(await (await get("/who", "Bearer good")).json()).toMatchObject({ user: { uid: "u1", email: "a@b.co" } });
  });

  it.each([["Bearer bad"], ["Basic good"], ["Bearer"]])("answers 401 for %j, never treating it as a visitor", async (header) => {
    const response = await get("/who", header);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: "unauthenticated", message: "Your sign-in has expired or is invalid. Please sign in again." },
    });
  });
});

describe("requireUser and requireSameUser", () => {
  it("answers 401 to a visitor", async () => {
    const response = await get("/mine");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthenticated", message: "Authentication required" } });
  });

  it("lets the owner through", async () => {
    expect((await get("/users/u1", "Bearer good")).status).toBe(200);
  });

  it("answers 403 when the uid is someone else's", async () => {
    const response = await get("/users/u2", "Bearer good");
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: "forbidden", message: "That account is not yours" } });
  });
});
