/**
 * vitest global setup: migrates one in-memory database once per run and hands its `dumpDataDir()` archive
 * to every test file, which then starts from it in about half a second instead of running initdb (~6 s) and the
 * migrations. Uncompressed (40 MB): unpacking a gzip archive would cost each file another half second.
 * The archive is cached in the temp folder, keyed by the migrations and the PGlite version, so reruns skip even that.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { DEFAULT_MIGRATIONS_FOLDER } from "../db/database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of the migrated PGlite archive (made on PostgreSQL runs too: the PGlite-on-disk tests use it). */
    pgliteTemplate: string;
  }
}

function templateKey(): string {
  const hash = createHash("sha256");
  // The package does not export its package.json: find it beside the entry point (dist/).
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  hash.update(readFileSync(join(dirname(entry), "..", "package.json")));
  const files = readdirSync(DEFAULT_MIGRATIONS_FOLDER, { recursive: true, encoding: "utf8" }).sort();
  for (const file of files) {
    const path = join(DEFAULT_MIGRATIONS_FOLDER, file);
    if (file.endsWith(".sql") || file.endsWith(".json")) hash.update(file).update(readFileSync(path));
  }
  return hash.digest("hex").slice(0, 16);
}

export default async function setup(project: TestProject): Promise<void> {
  const path = join(tmpdir(), `jobfit-pglite-template-${templateKey()}.tar`);
  if (!existsSync(path)) {
    const client = await PGlite.create();
    try {
      await migrate(drizzle({ client }), { migrationsFolder: DEFAULT_MIGRATIONS_FOLDER });
      const archive = await client.dumpDataDir("none");
      // Written aside and renamed, so a concurrent run never reads half a file.
      const partial = `${path}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
      renameSync(partial, path);
    } finally {
      await client.close();
    }
  }
  project.provide("pgliteTemplate", path);
}
