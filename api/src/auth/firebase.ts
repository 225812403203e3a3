/** The Firebase identity provider, over firebase-admin: real Firebase Auth, or the local Auth emulator. */
import { randomUUID } from "node:crypto";
import { type App, cert, deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import type { IdentityProvider, SignedInUser } from "./identity.ts";

export type FirebaseIdentityConfig =
  | { mode: "emulator"; projectId: string; emulatorHost: string }
  | { mode: "firebase"; projectId: string; serviceAccount: { projectId: string; clientEmail: string; privateKey: string } };

export interface FirebaseIdentity extends IdentityProvider {
  close(): Promise<void>;
}

export function createFirebaseIdentity(config: FirebaseIdentityConfig): FirebaseIdentity {
  let app: App;
  if (config.mode === "emulator") {
    // firebase-admin finds the emulator only through this variable; it is the documented switch.
    // biome-ignore lint/style/noProcessEnv: firebase-admin reads the emulator host from the environment alone.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.emulatorHost;
    app = initializeApp({ projectId: config.projectId }, `jobfit-${randomUUID()}`);
  } else {
    app = initializeApp({ projectId: config.projectId, credential: cert(config.serviceAccount) }, `jobfit-${randomUUID()}`);
  }
  const auth = getAuth(app);

  return {
    kind: config.mode === "emulator" ? "firebase-emulator" : "firebase",
    async verify(idToken: string): Promise<SignedInUser | null> {
      try {
        // Revocation is checked too: a signed-out or deleted account's tokens stop working at once.
        const decoded = await auth.verifyIdToken(idToken, true);
        return {
          uid: decoded.uid,
          email: typeof decoded.email === "string" ? decoded.email : null,
          name: typeof decoded.name === "string" ? decoded.name : null,
          picture: typeof decoded.picture === "string" ? decoded.picture : null,
        };
      } catch {
        return null;
      }
    },
    createCustomToken: (uid: string) => auth.createCustomToken(uid),
    async deleteAccount(uid: string): Promise<void> {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        // A retried deletion finds nothing left to delete: the outcome the caller wanted.
        if ((error as { code?: string }).code !== "auth/user-not-found") throw error;
      }
    },
    close: () => deleteApp(app),
  };
}
