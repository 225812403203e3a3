import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { handleError, notFound } from "./errors.ts";
import { analyzeResumeRoutes } from "./routes/analyze-resume.ts";
import { healthRoutes } from "./routes/health.ts";
import { uploadResumeRoutes } from "./routes/upload-resume.ts";

const app = new Hono();
app.use(secureHeaders());
app.notFound(notFound);
app.onError(handleError);

/** Chained, so `AppType` carries every route's input and output types to the typed client. */
const routes = app
  .basePath("/api")
  .route("/health", healthRoutes)
  .route("/analyze-resume", analyzeResumeRoutes)
  .route("/upload-resume", uploadResumeRoutes);

export type AppType = typeof routes;
export { app, routes };
