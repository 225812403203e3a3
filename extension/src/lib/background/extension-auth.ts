/**
 * The extension's Firebase session, held by the background: signed in by the web app's hand-off (a custom token the
 * API minted for the signed-in user), asked for ID tokens by the side panel, signed out from the panel. Which
 * Firebase comes from the API at run time (GET /api/client-config), as in the web app.
 */
import { initializeApp } from "firebase/app";
import {
  type Auth,
  connectAuthEmulator,
  getAuth,
  onAuthStateChanged,
  signInWithCustomToken,
  signOut,
  type User,
} from "firebase/auth/web-extension";
import type { SignInOutcome } from "../../messaging/messages.ts";
import { type SignedInAccount, signedInAccountItem } from "../../storage.ts";
import type { ClientAuthConfig } from "../api/jobfit-api.ts";

export interface ExtensionAuth {
  signIn(customToken: string): Promise<SignInOutcome>;
  /** A fresh ID token for an API call, or null when nobody is signed in. */
  getIdToken(): Promise<string | null>;
  signOut(): Promise<void>;
}

function accountOf(user: User): SignedInAccount {
  return { uid: user.uid, email: user.email, displayName: user.displayName };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createFirebaseExtensionAuth(loadConfig: () => Promise<ClientAuthConfig>): ExtensionAuth {
  let loading: Promise<Auth> | null = null;

  const loadAuth = (): Promise<Auth> => {
    loading ??= (async () => {
      const config = await loadConfig();
      const app =
        config.mode === "emulator"
          ? // The emulator accepts any API key; a demo- project id keeps it from ever reaching Google.
            initializeApp({ apiKey: "local-emulator", projectId: config.projectId, authDomain: `${config.projectId}.firebaseapp.com` })
          : initializeApp({ apiKey: config.apiKey, projectId: config.projectId, authDomain: config.authDomain });
      const auth = getAuth(app);
      if (config.mode === "emulator") connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
      // Keeps the panel's view of the account true when Firebase ends the session (revoked, deleted account).
      onAuthStateChanged(auth, (user) => {
        void signedInAccountItem.setValue(user ? accountOf(user) : null);
      });
      await auth.authStateReady();
      return auth;
    })();
    // The API may have been down: the next call tries again.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };

  return {
    async signIn(customToken) {
      try {
        const { user } = await signInWithCustomToken(await loadAuth(), customToken);
        const account = accountOf(user);
        await signedInAccountItem.setValue(account);
        return { ok: true, account };
      } catch (error) {
        return { ok: false, error: `The extension could not sign in: ${errorMessage(error)}` };
      }
    },
    async getIdToken() {
      const user = (await loadAuth()).currentUser;
      return user ? user.getIdToken() : null;
    },
    async signOut() {
      try {
        await signOut(await loadAuth());
      } finally {
        await signedInAccountItem.setValue(null);
      }
    },
  };
}
