/**
 * The billing and optimizer routes mounted as app.ts mounts them (identify on /api/*, the one error handler), so
 * their tests run through the same middleware without importing app.ts.
 */
import { Hono } from "hono";
import { getIdentityProvider } from "../auth/context.ts";
import { type IdentityVariables, identify } from "../auth/middleware.ts";
import { handleError, notFound } from "../errors.ts";
import { billingRoutes } from "../routes/billing.ts";
import { optimizeResumeRoutes } from "../routes/optimize-resume.ts";
import { backendPosting, backendResume } from "./fixtures.ts";
import type { TestUser } from "./identity.ts";

export function createBillingTestApp() {
  const app = new Hono<{ Variables: IdentityVariables }>();
  app.use("/api/*", identify(getIdentityProvider));
  app.notFound(notFound);
  app.onError(handleError);
  app.basePath("/api").route("/", billingRoutes).route("/optimize-resume", optimizeResumeRoutes);
  return app;
}

export type BillingTestApp = ReturnType<typeof createBillingTestApp>;

export interface ErrorOf {
  code: string;
  message: string;
}

export const errorOf = async (res: Response): Promise<ErrorOf> => ((await res.json()) as { error: ErrorOf }).error;

/** Request helpers over one test app: JSON posts and gets, signed in as `user` or as a visitor (null). */
export function billingClient(app: BillingTestApp) {
  const headers = (user: TestUser | null): Record<string, string> => ({ "Content-Type": "application/json", ...(user?.auth ?? {}) });
  return {
    get: async (path: string, user: TestUser | null): Promise<Response> => app.request(path, { headers: headers(user) }),
    post: async (path: string, body: unknown, user: TestUser | null): Promise<Response> =>
      app.request(path, { method: "POST", headers: headers(user), body: JSON.stringify(body) }),
    /** An optimize call with the fixtures' resume and posting and a minimal analysis. */
    optimize: async (user: TestUser | null, overrides: Record<string, unknown> = {}): Promise<Response> =>
      app.request("/api/optimize-resume", {
        method: "POST",
        headers: headers(user),
        body: JSON.stringify({
          resumeText: backendResume,
          jobDescription: backendPosting.jobDescription,
          analysisResult: { overallScore: 71, matchedKeywords: [{ text: "TypeScript", matchType: "perfect" }], suggestions: [] },
          userId: user?.uid ?? null,
          ...overrides,
        }),
      }),
  };
}
