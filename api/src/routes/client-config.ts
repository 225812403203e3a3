/**
 * What the web app needs to know about this deployment before it can sign anyone in: which Firebase to talk to and
 * which billing mode to show. Read at run time, so one web build serves the local stack, tests on other ports and
 * production alike. Everything here is public by nature (Firebase web config is shipped to every browser).
 */
import { Hono } from "hono";
import { identityConfigFromEnv } from "../auth/config.ts";
import type { FirebaseIdentityConfig } from "../auth/firebase.ts";
import { type BillingProvider, getBillingProvider } from "../billing/provider.ts";
import { env } from "../env.ts";

export type ClientAuthConfig =
  | { mode: "emulator"; projectId: string; emulatorUrl: string }
  | { mode: "firebase"; projectId: string; apiKey: string; authDomain: string };

export interface ClientConfigSource {
  identity: FirebaseIdentityConfig;
  webApiKey: string | undefined;
  authDomain: string | undefined;
  billing: Pick<BillingProvider, "kind">;
}

export function clientAuthConfig({ identity, webApiKey, authDomain }: Omit<ClientConfigSource, "billing">): ClientAuthConfig {
  if (identity.mode === "emulator") {
    return { mode: "emulator", projectId: identity.projectId, emulatorUrl: `http://${identity.emulatorHost}` };
  }
  // env.ts refuses a service account without the web API key, so this only guards against a caller's mistake.
  if (!webApiKey) throw new Error("FIREBASE_WEB_API_KEY is required with real Firebase");
  return {
    mode: "firebase",
    projectId: identity.projectId,
    apiKey: webApiKey,
    authDomain: authDomain ?? `${identity.projectId}.firebaseapp.com`,
  };
}

export function createClientConfigRoutes(source: () => ClientConfigSource) {
  return new Hono().get("/", (c) => {
    const { billing, ...identity } = source();
    c.header("Cache-Control", "no-cache");
    return c.json({ auth: clientAuthConfig(identity), billing: billing.kind }, 200);
  });
}

export const clientConfigRoutes = createClientConfigRoutes(() => ({
  identity: identityConfigFromEnv(env),
  webApiKey: env.FIREBASE_WEB_API_KEY,
  authDomain: env.FIREBASE_AUTH_DOMAIN,
  billing: getBillingProvider(),
}));
