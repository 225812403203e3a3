import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadPgliteTemplate } from "../test/database.ts";
import { databaseConfigFromEnv, openDatabase } from "./database.ts";
import { newsletterSubscribersTable } from "./schema.ts";

describe("databaseConfigFromEnv", () => {
  it.each([
    [{}, { kind: "pglite", dataDir: "/repo/.data/pglite" }],
    [{ DATA_DIR: "var/jobfit" }, { kind: "pglite", dataDir: "/repo/var/jobfit/pglite" }],
    [{ DATA_DIR: "/srv/jobfit" }, { kind: "pglite", dataDir: "/srv/jobfit/pglite" }],
    [
      { DATABASE_URL: "postgres://db/jobfit", DATA_DIR: "/srv/jobfit" },
      { kind: "postgres", url: "postgres://db/jobfit" },
    ],
  ])("maps %o to %o", (env, config) => {
    expect(databaseConfigFromEnv(env, "/repo")).toEqual(config);
  });
});

describe("PGlite on disk", () => {
  const scratch = mkdtempSync(join(tmpdir(), "jobfit-pglite-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("creates its folder and keeps the data after it is closed and reopened", async () => {
    const dataDir = join(scratch, "nested", "pglite");
    // Started from the migrated template: a first start with initdb would take seconds.
    const first = await openDatabase({ kind: "pglite", dataDir, template: await loadPgliteTemplate() });
    await first.db.insert(newsletterSubscribersTable).values({ email: "kept@example.com" });
    await first.close();

    const reopened = await openDatabase({ kind: "pglite", dataDir });
    try {
      expect(reopened.location).toBe(`PGlite at ${dataDir}`);
      await reopened.ping();
      const rows = await reopened.db.select().from(newsletterSubscribersTable);
      expect(rows.map((row) => row.email)).toEqual(["kept@example.com"]);
    } finally {
      await reopened.close();
    }
  }, 30_000);
});

describe("PostgreSQL connection failures", () => {
  it("names the server without the password, and ping rejects when the server refuses connections", async () => {
    const database = await openDatabase({ kind: "postgres", url: "postgres://app:s3cret@127.0.0.1:1/jobfit" });
    try {
      expect(database.kind).toBe("postgres");
      expect(database.location).toBe("PostgreSQL at 127.0.0.1:1/jobfit");
      await expect(database.ping()).rejects.toThrow();
    } finally {
      await database.close();
    }
  });

  it("ping gives up after its timeout when the server never answers", async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const database = await openDatabase({ kind: "postgres", url: `postgres://app@127.0.0.1:${port}/jobfit` });
    try {
      const started = Date.now();
      await expect(database.ping(200)).rejects.toThrow("no answer within 200 ms");
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
      await database.close();
    }
  });
});
