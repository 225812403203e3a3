/**
 * Firebase Auth, loaded on demand: the SDK is the largest piece of the app, and the landing page should not wait for
 * it. Which Firebase to use comes from the API at run time (GET /api/client-config): the local Auth emulator on a
 * fresh machine, or the real project in production.
 */
import type { Auth } from "firebase/auth";
import { api, readJson } from "../api-client.ts";

export type ClientAuthConfig = Awaited<ReturnType<typeof fetchClientConfig>>["auth"];

async function fetchClientConfig() {
  return readJson(await api.api["client-config"].$get());
}

export interface FirebaseAuthClient {
  auth: Auth;
  config: ClientAuthConfig;
  sdk: typeof import("firebase/auth");
}

let loading: Promise<FirebaseAuthClient> | null = null;

export function loadFirebaseAuth(): Promise<FirebaseAuthClient> {
  loading ??= (async () => {
    const [{ auth: config }, { initializeApp }, sdk] = await Promise.all([
      fetchClientConfig(),
      import("firebase/app"),
      import("firebase/auth"),
    ]);
    const app =
      config.mode === "emulator"
        ? // The emulator accepts any API key; a demo- project id keeps it from ever reaching Google.
          initializeApp({ apiKey: "local-emulator", projectId: config.projectId, authDomain: `${config.projectId}.firebaseapp.com` })
        : initializeApp({ apiKey: config.apiKey, projectId: config.projectId, authDomain: config.authDomain });
    const auth = sdk.getAuth(app);
    if (config.mode === "emulator") sdk.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
    return { auth, config, sdk };
  })();
  // A failed load (API down) may be retried by the next caller.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
