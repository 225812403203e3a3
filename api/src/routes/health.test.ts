import { ENGINE_VERSION } from "@jobfit/core";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseKind } from "../db/database.ts";
import { openTestDatabase, type TestDatabase } from "../test/database.ts";
import { createHealthRoutes } from "./health.ts";

const identity = () => ({ kind: "firebase-emulator" as const });
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.dispose());
afterEach(() => {
  vi.restoreAllMocks();
});

describe("GET /api/health", () => {
  it("answers 200 and names the database when it answers a ping", async () => {
    const res = await createHealthRoutes(() => database, identity).request("/");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: "ok",
      version: "0.1.0",
      engineVersion: ENGINE_VERSION,
      database: database.kind,
      auth: "firebase-emulator",
      billing: "sandbox",
      ai: "local",
    });
  });

  it.each<DatabaseKind>(["postgres", "pglite"])("answers 503 naming the database as failing when %s does not answer", async (kind) => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const unreachable = { kind, ping: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")) };
    const res = await createHealthRoutes(() => unreachable, identity).request("/");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: "error", failing: "database", database: kind, engineVersion: ENGINE_VERSION });
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]?.join(" "))).toContain("ECONNREFUSED");
  });
});
