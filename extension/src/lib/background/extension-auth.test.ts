import { beforeEach, describe, expect, it } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { signedInAccountItem } from "../../storage.ts";
import { createFirebaseExtensionAuth } from "./extension-auth.ts";

// Signing in against Firebase itself is covered end to end (e2e/sign-in.spec.ts, with the Auth emulator).
beforeEach(() => {
  fakeBrowser.reset();
});

describe("createFirebaseExtensionAuth", () => {
  it("answers a failed sign-in with the reason when the API cannot say which Firebase to use", async () => {
    const auth = createFirebaseExtensionAuth(() => Promise.reject(new Error("Failed to fetch")));
    expect(await auth.signIn("custom-token")).toEqual({ ok: false, error: "The extension could not sign in: Failed to fetch" });
  });

  it("forgets the account on sign-out even when Firebase cannot be reached", async () => {
    await signedInAccountItem.setValue({ uid: "u1", email: "ann@example.com", displayName: null });
    const auth = createFirebaseExtensionAuth(() => Promise.reject(new Error("Failed to fetch")));
    await expect(auth.signOut()).rejects.toThrow("Failed to fetch");
    expect(await signedInAccountItem.getValue()).toBeNull();
  });
});
