import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, queryRows, type TestDatabase } from "../test/database.ts";
import { DEFAULT_MIGRATIONS_FOLDER } from "./database.ts";

const apiDir = fileURLToPath(new URL("../..", import.meta.url));
const journal: { entries: { tag: string }[] } = JSON.parse(readFileSync(join(DEFAULT_MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"));

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.dispose());

const appliedMigrations = async () => {
  const [row] = await queryRows(database.db, sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  return Number(row?.applied);
};

describe("migrations", () => {
  it("create every table of ARCHITECTURE.md section 5", async () => {
    const rows = await queryRows(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual([
      "api_keys",
      "newsletter_subscribers",
      "optimizer_usage",
      "resume_analyses",
      "sandbox_payments",
      "stripe_events",
      "users",
    ]);
  });

  it("are all applied, one per journal entry, and applying them again changes nothing", async () => {
    const sqlFiles = readdirSync(DEFAULT_MIGRATIONS_FOLDER).filter((file) => file.endsWith(".sql"));
    expect(journal.entries.map((entry) => `${entry.tag}.sql`).sort()).toEqual(sqlFiles.sort());
    expect(await appliedMigrations()).toBe(journal.entries.length);
    await database.migrate();
    expect(await appliedMigrations()).toBe(journal.entries.length);
  });

  it("match schema.ts: drizzle-kit finds nothing left to generate", () => {
    const scratch = mkdtempSync(join(tmpdir(), "jobfit-migrations-"));
    try {
      cpSync(DEFAULT_MIGRATIONS_FOLDER, scratch, { recursive: true });
      // drizzle-kit mangles an absolute --out, so the copy is named relative to api/.
      const output = execFileSync(
        "pnpm",
        [
          "exec",
          "drizzle-kit",
          "generate",
          "--dialect",
          "postgresql",
          "--schema",
          "./src/db/schema.ts",
          "--out",
          relative(apiDir, scratch),
        ],
        { cwd: apiDir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      );
      expect(output).toContain("No schema changes");
      expect(readdirSync(scratch).sort()).toEqual(readdirSync(DEFAULT_MIGRATIONS_FOLDER).sort());
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 30_000);
});
