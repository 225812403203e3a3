import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { getIdentityProvider } from "./auth/context.ts";
import { type IdentityVariables, identify } from "./auth/middleware.ts";
import { handleError, notFound } from "./errors.ts";
import { analysisRoutes } from "./routes/analyses.ts";
import { analyzeResumeRoutes } from "./routes/analyze-resume.ts";
import { billingRoutes } from "./routes/billing.ts";
import { healthRoutes } from "./routes/health.ts";
import { optimizeResumeRoutes } from "./routes/optimize-resume.ts";
import { uploadResumeRoutes } from "./routes/upload-resume.ts";
import { userRoutes } from "./routes/users.ts";

const app = new Hono<{ Variables: IdentityVariables }>();
app.use(secureHeaders());
// Every call learns who is calling: a verified user, or a visitor (a bad token is a 401, never a visitor).
app.use("/api/*", identify(getIdentityProvider));
app.notFound(notFound);
app.onError(handleError);

/** Chained, so `AppType` carries every route's input and output types to the typed client. */
const routes = app
  .basePath("/api")
  .route("/health", healthRoutes)
  .route("/analyze-resume", analyzeResumeRoutes)
  .route("/upload-resume", uploadResumeRoutes)
  .route("/user", userRoutes)
  .route("/analysis", analysisRoutes)
  .route("/optimize-resume", optimizeResumeRoutes)
  .route("/", billingRoutes);

export type AppType = typeof routes;
export { app, routes };
