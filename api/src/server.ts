/**
 * Starts the listener. Opens the database and applies pending migrations first; the API is `app`; when web/dist is
 * built, every non-/api path serves the web app.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { getTaxonomy } from "@jobfit/core";
import { createOpenAiRewriter } from "./ai/openai-rewriter.ts";
import { setRewriter } from "./ai/rewriter.ts";
import { app } from "./app.ts";
import { identityConfigFromEnv } from "./auth/config.ts";
import { setIdentityProvider } from "./auth/context.ts";
import { createFirebaseIdentity } from "./auth/firebase.ts";
import { getBillingProvider } from "./billing/provider.ts";
import { setDatabase } from "./db/context.ts";
import { databaseConfigFromEnv, openDatabase } from "./db/database.ts";
import { env } from "./env.ts";
import { warmUpExtraction } from "./files/warm-up.ts";
import { rateLimitStoreFromEnv } from "./safety/rate-limit.ts";
import { setRateLimitStore } from "./safety/rate-limit-context.ts";
import { createWebApp, identityOrigins } from "./web-app.ts";

// These resolve the same from src/server.ts (tsx) and from dist/server.mjs (the build): both sit one level inside api/.
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));
const webDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

const database = await openDatabase(databaseConfigFromEnv(env, repoRoot)).catch((error: Error) => {
  console.error(`JobFit could not open the database: ${error.message}`);
  process.exit(1);
});
try {
  await database.migrate(migrationsFolder);
} catch (error) {
  console.error(`JobFit could not apply the database migrations: ${error instanceof Error ? error.message : String(error)}`);
  await database.close().catch(() => {});
  process.exit(1);
}
setDatabase(database);
process.stdout.write(`JobFit database: ${database.location}, migrations applied\n`);

const rateLimitStore = rateLimitStoreFromEnv(env);
setRateLimitStore(rateLimitStore);
process.stdout.write(`JobFit rate limits: ${rateLimitStore.kind === "redis" ? "Redis, shared by all instances" : "in-process"}\n`);

if (env.OPENAI_API_KEY && env.OPENAI_MODEL) {
  setRewriter(createOpenAiRewriter({ apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL, baseURL: env.OPENAI_BASE_URL }));
}
process.stdout.write(
  `JobFit AI rewriting: ${env.OPENAI_MODEL ? `${env.OPENAI_MODEL} at ${env.OPENAI_BASE_URL ?? "the OpenAI API"}` : "the local rewriter (no model, no network)"}\n`,
);
process.stdout.write(`JobFit billing: ${getBillingProvider().kind === "sandbox" ? "sandbox (no card is ever charged)" : "Stripe"}\n`);

const identityConfig = identityConfigFromEnv(env);
const identity = createFirebaseIdentity(identityConfig);
setIdentityProvider(identity);
process.stdout.write(
  `JobFit identity: ${identityConfig.mode === "emulator" ? `Firebase Auth emulator at ${identityConfig.emulatorHost} (project ${identityConfig.projectId})` : `Firebase project ${identityConfig.projectId}`}\n`,
);

// Warm what the first requests would otherwise wait for: the skill taxonomy (~0.1-0.2 s) and pdf.js (~1 s under tsx).
getTaxonomy();
if (!(await warmUpExtraction())) console.error("JobFit: the PDF warm-up read no text; the first upload will be slower");

const web = existsSync(join(webDist, "index.html"))
  ? createWebApp(webDist, identityOrigins(identityConfig, env.FIREBASE_AUTH_DOMAIN))
  : null;

const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

const server = serve(
  {
    fetch: (request, ...rest) =>
      web && !isApiPath(new URL(request.url).pathname) ? web.fetch(request, ...rest) : app.fetch(request, ...rest),
    hostname: env.HOST,
    port: env.PORT,
  },
  (info) => {
    const serving = web ? `the web app from ${webDist}` : "the API only (web/dist is not built: pnpm --filter @jobfit/web build)";
    process.stdout.write(`JobFit listening on http://${info.address}:${info.port}, serving ${serving}\n`);
  },
);

// A taken port is a setup problem, not a crash: say so in one line.
server.on("error", (error: NodeJS.ErrnoException) => {
  const reason =
    error.code === "EADDRINUSE"
      ? `port ${env.PORT} on ${env.HOST} is already in use (is JobFit already running?); set PORT to use another`
      : error.message;
  console.error(`JobFit could not start listening: ${reason}`);
  Promise.all([database.close(), identity.close(), rateLimitStore.close()]).finally(() => process.exit(1));
});

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Stop taking requests, let the ones in flight finish, then close the database (PGlite flushes to disk).
    server.close(() => {
      Promise.all([database.close(), identity.close(), rateLimitStore.close()]).then(
        () => process.exit(0),
        (error: Error) => {
          console.error(`JobFit could not close the database cleanly: ${error.message}`);
          process.exit(1);
        },
      );
    });
  });
}
