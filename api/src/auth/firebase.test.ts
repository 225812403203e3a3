import { afterAll, describe, expect, it } from "vitest";
import { createFirebaseIdentity } from "./firebase.ts";

// These tests talk to the Firebase Auth emulator, which `pnpm test` starts (firebase emulators:exec).
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!emulatorHost) {
  throw new Error(
    "FIREBASE_AUTH_EMULATOR_HOST is not set: run the api tests with `pnpm --filter @jobfit/api test`, which starts the Auth emulator",
  );
}
const projectId = "demo-jobfit";
const identity = createFirebaseIdentity({ mode: "emulator", projectId, emulatorHost });
afterAll(() => identity.close());

async function emulator<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/${path}?key=local`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signUp(email: string): Promise<{ idToken: string; localId: string }> {
  return emulator("accounts:signUp", { email, password: "correct-horse-9", returnSecureToken: true });
}

describe("the Firebase identity provider on the Auth emulator", () => {
  it("verifies an ID token and reads the uid and email from it", async () => {
    const email = `ann-${Date.now()}@example.com`;
    const { idToken, localId } = await signUp(email);
    expect(await identity.verify(idToken)).toMatchObject({ uid: localId, email });
  });

  it("rejects a tampered token", async () => {
    const { idToken } = await signUp(`bob-${Date.now()}@example.com`);
    const [header, payload, signature] = idToken.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString("utf8")) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, user_id: "someone-else", sub: "someone-else" })).toString("base64url");
    expect(await identity.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it.each([["not-a-token"], [""]])("rejects %j", async (token) => {
    expect(await identity.verify(token)).toBeNull();
  });

  it("makes custom tokens that sign in as the same user (the extension hand-off)", async () => {
    const { localId } = await signUp(`cat-${Date.now()}@example.com`);
    const customToken = await identity.createCustomToken(localId);
    const { idToken } = await emulator<{ idToken: string }>("accounts:signInWithCustomToken", {
      token: customToken,
      returnSecureToken: true,
    });
    expect((await identity.verify(idToken))?.uid).toBe(localId);
  });
});
