/**
 * Opens the database: PostgreSQL (node-postgres pool) when DATABASE_URL is set, else the embedded PGlite on disk.
 * Both speak the same SQL and run the same drizzle-kit migrations, so the repositories are written once.
 */
import { mkdirSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { Pool } from "pg";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** What every repository takes: the database, or a transaction on it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

export type DatabaseConfig =
  | { kind: "postgres"; url: string; maxConnections?: number }
  /** No dataDir: in memory. `template` is a `dumpDataDir()` archive to start from (tests use a migrated one). */
  | { kind: "pglite"; dataDir?: string; template?: Blob };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Where the data lives, for the start-up line; never contains a password. */
  location: string;
  /** Resolves when the database answers a query within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /** Applies pending drizzle-kit migrations from `migrationsFolder` (default: api/drizzle). */
  migrate(migrationsFolder?: string): Promise<void>;
  close(): Promise<void>;
}

/** api/drizzle, seen from src/db/. The esbuild bundle lives elsewhere, so server.ts passes the folder explicitly. */
export const DEFAULT_MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** Any constant works; it only has to be the same in every instance that migrates this database. */
const MIGRATION_LOCK_KEY = 726_354_101;

/** DATABASE_URL wins; otherwise PGlite in `<DATA_DIR>/pglite`, DATA_DIR defaulting to `.data`, relative to `repoRoot`. */
export function databaseConfigFromEnv(
  env: { DATABASE_URL?: string | undefined; DATA_DIR?: string | undefined },
  repoRoot: string,
): DatabaseConfig {
  if (env.DATABASE_URL) return { kind: "postgres", url: env.DATABASE_URL };
  const dataDir = env.DATA_DIR ?? ".data";
  return { kind: "pglite", dataDir: join(isAbsolute(dataDir) ? dataDir : resolve(repoRoot, dataDir), "pglite") };
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.kind === "postgres" ? openPostgres(config.url, config.maxConnections) : openPglite(config.dataDir, config.template);
}

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(template ? { loadDataDir: template } : {}) });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: "pglite",
    location: dataDir ? `PGlite at ${dataDir}` : "PGlite in memory",
    ping: (timeoutMs) => withTimeout(client.query("select 1"), timeoutMs),
    // PGlite is one connection in one process: nothing else can migrate it at the same time.
    migrate: (migrationsFolder = DEFAULT_MIGRATIONS_FOLDER) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, maxConnections = 10): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url, max: maxConnections, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection emits "error" on the pool; unhandled, that would end the process.
  pool.on("error", (error) => console.error("PostgreSQL pool: an idle connection failed:", error.message));
  const db = drizzlePostgres({ client: pool, schema });
  const { hostname, port, pathname } = new URL(url);
  return {
    db,
    kind: "postgres",
    location: `PostgreSQL at ${hostname}:${port || "5432"}${pathname}`,
    ping: (timeoutMs) => withTimeout(pool.query("select 1"), timeoutMs),
    migrate: async (migrationsFolder = DEFAULT_MIGRATIONS_FOLDER) => {
      // Instances starting together would race to apply the same migration: a session advisory lock lets one at a time.
      const lock = await pool.connect();
      try {
        await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePostgres(db, { migrationsFolder });
      } finally {
        await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}

async function withTimeout(query: Promise<unknown>, timeoutMs = 2_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
