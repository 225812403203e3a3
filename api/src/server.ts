/** Starts the listener. The API is `app`; when web/dist is built, every non-/api path serves the web app. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { app } from "./app.ts";
import { env } from "./env.ts";
import { createWebApp } from "./web-app.ts";

// Resolves to <repo>/web/dist both from src/server.ts (tsx) and from dist/server.mjs (the build).
const webDist = fileURLToPath(new URL("../../web/dist", import.meta.url));
const web = existsSync(join(webDist, "index.html")) ? createWebApp(webDist) : null;

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

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
  });
}
