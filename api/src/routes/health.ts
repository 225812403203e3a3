import { ENGINE_VERSION } from "@jobfit/core";
import { Hono } from "hono";
import packageJson from "../../package.json" with { type: "json" };
import { getIdentityProvider } from "../auth/context.ts";
import type { IdentityProvider } from "../auth/identity.ts";
import { getDatabase } from "../db/context.ts";
import type { DatabaseHandle } from "../db/database.ts";

/** Which adapter serves each concern. Billing arrives in a later step: until then, "none". */
export function createHealthRoutes(database: () => Pick<DatabaseHandle, "kind" | "ping">, identity: () => Pick<IdentityProvider, "kind">) {
  return new Hono().get("/", async (c) => {
    const db = database();
    const kind = db.kind;
    const report = {
      version: packageJson.version,
      engineVersion: ENGINE_VERSION,
      database: kind,
      auth: identity().kind,
      billing: "none",
      ai: "local",
    } as const;
    try {
      await db.ping();
    } catch (error) {
      console.error(`Health check: the ${kind} database did not answer:`, error instanceof Error ? error.message : String(error));
      return c.json({ status: "error", failing: "database", ...report } as const, 503);
    }
    return c.json({ status: "ok", ...report } as const, 200);
  });
}

/** The running server's health routes, over the database server.ts opened (see db/context.ts). */
export const healthRoutes = createHealthRoutes(getDatabase, getIdentityProvider);
