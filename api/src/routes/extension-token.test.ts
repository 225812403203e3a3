import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { app } from "../app.ts";
import { emulatorCall, signUpTestUser, type TestUser, useEmulatorIdentity } from "../test/identity.ts";

const identity = useEmulatorIdentity();
afterAll(() => identity.close());

let ann: TestUser;
beforeAll(async () => {
  ann = await signUpTestUser("ann");
});

const CHROME_EXTENSION = "chrome-extension://abcdefghijklmnopabcdefghijklmnop";
const FIREFOX_EXTENSION = "moz-extension://0f3c8f7e-6a1b-4c2d-9e8f-123456789abc";

const mint = (headers: Record<string, string> = {}) => app.request("/api/extension/custom-token", { method: "POST", headers });
const tokenBody = z.object({ customToken: z.string().min(1) });
const errorOf = async (res: Response) =>
  z.object({ error: z.object({ code: z.string(), message: z.string() }) }).parse(await res.json()).error;

describe("POST /api/extension/custom-token", () => {
  it("answers a custom token that signs the extension in as the caller, and no cache may keep it", async () => {
    const res = await mint(ann.auth);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const { customToken } = tokenBody.parse(await res.json());

    // What the extension's signInWithCustomToken does, against the same emulator.
    const { idToken } = await emulatorCall<{ idToken: string }>("accounts:signInWithCustomToken", {
      token: customToken,
      returnSecureToken: true,
    });
    const signedIn = await identity.verify(idToken);
    expect(signedIn).toMatchObject({ uid: ann.uid, email: ann.email });
  });

  it("answers 401 to a visitor, and names nobody", async () => {
    const res = await mint();
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: "unauthenticated", message: "Authentication required" });
  });

  it("answers 401 to a forged token", async () => {
    const res = await mint({ Authorization: "Bearer forged.token.value" });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe("unauthenticated");
  });

  it("is not answered to GET", async () => {
    expect((await app.request("/api/extension/custom-token", { headers: ann.auth })).status).toBe(404);
  });

  it.each([[CHROME_EXTENSION], [FIREFOX_EXTENSION]])("lets the extension at %s call with its Authorization header", async (origin) => {
    const preflight = await app.request("/api/extension/custom-token", {
      method: "OPTIONS",
      headers: { Origin: origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe(origin);
    expect(preflight.headers.get("Access-Control-Allow-Headers")).toMatch(/Authorization/);
    const res = await mint({ ...ann.auth, Origin: origin });
    expect(res.status).toBe(200);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe(origin);
  });
});
