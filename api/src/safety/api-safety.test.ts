/** The safety middlewares together, in the order app.ts mounts them, over the real analyze and upload routes. */
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { describe, expect, it } from "vitest";
import type { IdentityProvider } from "../auth/identity.ts";
import { type IdentityVariables, identify } from "../auth/middleware.ts";
import { handleError, notFound } from "../errors.ts";
import { analyzeResumeRoutes } from "../routes/analyze-resume.ts";
import { uploadResumeRoutes } from "../routes/upload-resume.ts";
import { backendPosting, backendResume } from "../test/fixtures.ts";
import { defaultBodyLimit } from "./body-limit.ts";
import { apiCors, corsPolicyFromEnv } from "./cors.ts";
import { createApiRateLimits, createMemoryRateLimitStore } from "./rate-limit.ts";
import { requestLogger } from "./request-log.ts";

const fakeIdentity: IdentityProvider = {
  kind: "firebase-emulator",
  verify: async (token) => (token === "ann-token" ? { uid: "uid-ann", email: null, name: null, picture: null } : null),
  createCustomToken: async () => "unused",
  deleteAccount: async () => {},
};

function safeApp() {
  const lines: string[] = [];
  const limits = createApiRateLimits({
    store: createMemoryRateLimitStore(),
    trustProxy: 0,
    limits: { perIp: 120, perUser: 60, expensivePerIp: 3, windowMs: 60_000 },
  });
  const app = new Hono<{ Variables: IdentityVariables }>();
  app.use(requestLogger({ write: (line) => lines.push(line) }));
  app.use(secureHeaders());
  app.use("/api/*", apiCors(corsPolicyFromEnv({ PORT: 8787, NODE_ENV: "production" })));
  app.use("/api/*", limits.perIp);
  app.use("/api/*", defaultBodyLimit({ routesWithOwnLimit: ["/api/analyze-resume", "/api/upload-resume"] }));
  app.use(
    "/api/*",
    identify(() => fakeIdentity),
  );
  app.use("/api/*", limits.perUser);
  app.use("/api/analyze-resume", limits.expensive("analyze"));
  app.use("/api/upload-resume", limits.expensive("upload"));
  app.notFound(notFound);
  app.onError(handleError);
  const routes = app
    .basePath("/api")
    .route("/analyze-resume", analyzeResumeRoutes)
    .route("/upload-resume", uploadResumeRoutes)
    .post("/user", (c) => c.json({ success: true }, 200));
  return { app: routes, lines };
}

const WEB = "http://127.0.0.1:8787";
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const analyzeBody = JSON.stringify({ resumeText: backendResume, ...backendPosting, userId: null });
const analyze = (app: ReturnType<typeof safeApp>["app"], ip = "203.0.113.1") =>
  app.request(
    "/api/analyze-resume",
    { method: "POST", headers: { "Content-Type": "application/json", Origin: WEB }, body: analyzeBody },
    from(ip),
  );

describe("the safety middlewares together", () => {
  it("a 429 carries the CORS headers, so the web app can read its message and Retry-After", async () => {
    const { app } = safeApp();
    for (let i = 0; i < 3; i++) expect((await analyze(app)).status).toBe(200);
    const refused = await analyze(app);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Access-Control-Allow-Origin")).toBe(WEB);
    expect(refused.headers.get("Access-Control-Expose-Headers")).toContain("Retry-After");
    expect(refused.headers.get("Retry-After")).toBeTruthy();
  });

  it("preflights are answered before the limits, and do not use them up", async () => {
    const { app } = safeApp();
    for (let i = 0; i < 5; i++) {
      const preflight = await app.request(
        "/api/analyze-resume",
        { method: "OPTIONS", headers: { Origin: WEB, "Access-Control-Request-Method": "POST" } },
        from("203.0.113.2"),
      );
      expect(preflight.status).toBe(204);
    }
    expect((await analyze(app, "203.0.113.2")).status).toBe(200);
  });

  it("a 413 from the default limit carries the CORS headers", async () => {
    const { app } = safeApp();
    const res = await app.request("/api/user", { method: "POST", headers: { Origin: WEB }, body: "x".repeat(70_000) }, from("203.0.113.3"));
    expect(res.status).toBe(413);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe(WEB);
  });

  it("logs one line per request, the refused ones included, and never the resume", async () => {
    const { app, lines } = safeApp();
    for (let i = 0; i < 4; i++) await analyze(app, "203.0.113.4");
    expect(lines.map((line) => line.replace(/ \d+ms$/, ""))).toEqual([
      "POST /api/analyze-resume 200",
      "POST /api/analyze-resume 200",
      "POST /api/analyze-resume 200",
      "POST /api/analyze-resume 429",
    ]);
    expect(lines.join("\n")).not.toContain(backendResume.slice(0, 30));
  });
});
