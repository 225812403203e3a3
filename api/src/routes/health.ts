import { ENGINE_VERSION } from "@jobfit/core";
import { Hono } from "hono";
import packageJson from "../../package.json" with { type: "json" };
import { getRewriter, type Rewriter } from "../ai/rewriter.ts";
import { getIdentityProvider } from "../auth/context.ts";
import type { IdentityProvider } from "../auth/identity.ts";
import { type BillingProvider, getBillingProvider } from "../billing/provider.ts";
import { getDatabase } from "../db/context.ts";
import type { DatabaseHandle } from "../db/database.ts";

/** Which adapter serves each concern. */
export function createHealthRoutes(
  database: () => Pick<DatabaseHandle, "kind" | "ping">,
  identity: () => Pick<IdentityProvider, "kind">,
  billing: () => Pick<BillingProvider, "kind"> = getBillingProvider,
  ai: () => Pick<Rewriter, "kind"> = getRewriter,
) {
  return new Hono().get("/", async (c) => {
    const db = database();
    const kind = db.kind;
    const report = {
      version: packageJson.version,
      engineVersion: ENGINE_VERSION,
      database: kind,
      auth: identity().kind,
      billing: billing().kind,
      ai: ai().kind,
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
