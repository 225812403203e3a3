import { afterAll, describe, expect, it } from "vitest";
import { emulatorCall, emulatorHost, signUpTestUser } from "../test/identity.ts";
import { createFirebaseIdentity } from "./firebase.ts";

// These tests talk to the Firebase Auth emulator, which `pnpm --filter @jobfit/api test` starts.
const identity = createFirebaseIdentity({ mode: "emulator", projectId: "demo-jobfit", emulatorHost: emulatorHost() });
afterAll(() => identity.close());

describe("the Firebase identity provider on the Auth emulator", () => {
  it("verifies an ID token and reads the uid and email from it", async () => {
    const { idToken, uid, email } = await signUpTestUser("ann");
    expect(await identity.verify(idToken)).toMatchObject({ uid, email });
  });

  it("rejects a tampered token", async () => {
    const { idToken } = await signUpTestUser("bob");
    const [header, payload, signature] = idToken.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString("utf8")) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, user_id: "someone-else", sub: "someone-else" })).toString("base64url");
    expect(await identity.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it.each([["not-a-token"], [""]])("rejects %j", async (token) => {
    expect(await identity.verify(token)).toBeNull();
  });

  it("makes custom tokens that sign in as the same user (the extension hand-off)", async () => {
    const { uid: localId } = await signUpTestUser("cat");
    const customToken = await identity.createCustomToken(localId);
    const { idToken } = await emulatorCall<{ idToken: string }>("accounts:signInWithCustomToken", {
      token: customToken,
      returnSecureToken: true,
    });
    expect((await identity.verify(idToken))?.uid).toBe(localId);
  });

  it("deletes a sign-in account, after which its tokens are refused; deleting it again is not an error", async () => {
    const { idToken, uid } = await signUpTestUser("dan");
    await identity.deleteAccount(uid);
    expect(await identity.verify(idToken)).toBeNull();
    await expect(identity.deleteAccount(uid)).resolves.toBeUndefined();
  });
});
