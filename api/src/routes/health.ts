import { ENGINE_VERSION } from "@jobfit/core";
import { Hono } from "hono";
import packageJson from "../../package.json" with { type: "json" };

/** Which adapter serves each concern. Persistence, identity and billing arrive in later issues: until then, "none". */
export const healthRoutes = new Hono().get("/", (c) =>
  c.json(
    {
      status: "ok",
      version: packageJson.version,
      engineVersion: ENGINE_VERSION,
      database: "none",
      auth: "none",
      billing: "none",
      ai: "local",
    } as const,
    200,
  ),
);
