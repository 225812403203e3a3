import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { getIdentityProvider } from "./auth/context.ts";
import { type IdentityVariables, identify } from "./auth/middleware.ts";
import { cancelPlanBeforeAccountDeletion } from "./billing/account-deletion.ts";
import { env } from "./env.ts";
import { handleError, notFound } from "./errors.ts";
import { analysisRoutes } from "./routes/analyses.ts";
import { analyzeResumeRoutes } from "./routes/analyze-resume.ts";
import { billingRoutes } from "./routes/billing.ts";
import { clientConfigRoutes } from "./routes/client-config.ts";
import { extensionTokenRoutes } from "./routes/extension-token.ts";
import { healthRoutes } from "./routes/health.ts";
import { jobImportRoutes } from "./routes/job-import.ts";
import { newsletterRoutes } from "./routes/newsletter.ts";
import { optimizeResumeRoutes } from "./routes/optimize-resume.ts";
import { createPrivacyRoutes } from "./routes/privacy.ts";
import { uploadResumeRoutes } from "./routes/upload-resume.ts";
import { userRoutes } from "./routes/users.ts";
import { defaultBodyLimit } from "./safety/body-limit.ts";
import { apiCors, corsPolicyFromEnv } from "./safety/cors.ts";
import { apiRateLimitsFromEnv, createApiRateLimits } from "./safety/rate-limit.ts";
import { getRateLimitStore } from "./safety/rate-limit-context.ts";
import { requestLogger } from "./safety/request-log.ts";

const limits = createApiRateLimits({ store: getRateLimitStore, trustProxy: env.TRUST_PROXY, limits: apiRateLimitsFromEnv(env) });
const app = new Hono<{ Variables: IdentityVariables }>();
// Method, path, status and time only: never bodies (resume text), queries or tokens. Quiet in tests.
if (env.NODE_ENV !== "test") app.use(requestLogger());
app.use(secureHeaders());
// Preflights are answered before the limits count them.
app.use("/api/*", apiCors(corsPolicyFromEnv(env)));
// Per address before identity, so a flood of bad tokens is counted too.
app.use("/api/*", limits.perIp);
// Routes with bigger bodies keep their own limits and messages.
app.use("/api/*", defaultBodyLimit({ routesWithOwnLimit: ["/api/analyze-resume", "/api/upload-resume"] }));
// Every call learns who is calling: a verified user, or a visitor (a bad token is a 401, never a visitor).
app.use("/api/*", identify(getIdentityProvider));
app.use("/api/*", limits.perUser);
app.use("/api/analyze-resume", limits.expensive("analyze"));
app.use("/api/upload-resume", limits.expensive("upload"));
app.use("/api/optimize-resume", limits.expensive("optimize"));
app.use("/api/user/:uid/export", limits.expensive("export"));
app.use("/api/job/import", limits.expensive("job-import"));
app.notFound(notFound);
app.onError(handleError);

/** Chained, so `AppType` carries every route's input and output types to the typed client. */
const routes = app
  .basePath("/api")
  .route("/health", healthRoutes)
  .route("/client-config", clientConfigRoutes)
  .route("/analyze-resume", analyzeResumeRoutes)
  .route("/upload-resume", uploadResumeRoutes)
  .route("/user", userRoutes)
  .route("/user", createPrivacyRoutes({ beforeDeleteAccount: cancelPlanBeforeAccountDeletion }))
  .route("/analysis", analysisRoutes)
  .route("/optimize-resume", optimizeResumeRoutes)
  .route("/job/import", jobImportRoutes)
  .route("/extension", extensionTokenRoutes)
  .route("/newsletter", newsletterRoutes)
  .route("/", billingRoutes);

export type AppType = typeof routes;
export { app, routes };
