/**
 * Real identity for tests: the Firebase Auth emulator that `pnpm --filter @jobfit/api test` starts
 * (firebase emulators:exec), and users signed up on it with real ID tokens.
 */
import { randomUUID } from "node:crypto";
import { setIdentityProvider } from "../auth/context.ts";
import { createFirebaseIdentity, type FirebaseIdentity } from "../auth/firebase.ts";
import { env } from "../env.ts";

export function emulatorHost(): string {
  const host = env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) {
    throw new Error(
      "FIREBASE_AUTH_EMULATOR_HOST is not set: run the api tests with `pnpm --filter @jobfit/api test`, which starts the Auth emulator",
    );
  }
  return host;
}

/** An emulator-backed provider, installed as the app's; close it after the file's tests. */
export function useEmulatorIdentity(): FirebaseIdentity {
  const identity = createFirebaseIdentity({ mode: "emulator", projectId: "demo-jobfit", emulatorHost: emulatorHost() });
  setIdentityProvider(identity);
  return identity;
}

export async function emulatorCall<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/${path}?key=local`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
  /** The Authorization header for this user. */
  auth: { Authorization: string };
}

export async function signUpTestUser(name = "test"): Promise<TestUser> {
  const email = `${name}-${randomUUID()}@example.com`;
  const { idToken, localId } = await emulatorCall<{ idToken: string; localId: string }>("accounts:signUp", {
    email,
    password: "correct-horse-9",
    returnSecureToken: true,
  });
  return { uid: localId, email, idToken, auth: { Authorization: `Bearer ${idToken}` } };
}
