/** Which Firebase the API verifies tokens with, from the parsed environment. */
import type { Env } from "../env.ts";
import type { FirebaseIdentityConfig } from "./firebase.ts";

export const DEFAULT_EMULATOR_HOST = "127.0.0.1:9099";

export function identityConfigFromEnv(env: Env): FirebaseIdentityConfig {
  if (env.FIREBASE_SERVICE_ACCOUNT) {
    const account = env.FIREBASE_SERVICE_ACCOUNT;
    return {
      mode: "firebase",
      projectId: account.project_id,
      serviceAccount: { projectId: account.project_id, clientEmail: account.client_email, privateKey: account.private_key },
    };
  }
  return { mode: "emulator", projectId: env.FIREBASE_PROJECT_ID, emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST ?? DEFAULT_EMULATOR_HOST };
}
