/**
 * A fresh, migrated database for one test file: PGlite in memory from the run's template, or, when DATABASE_URL is
 * set, a new database `jobfit_test_<random>` on that server, dropped afterwards. Test files run in parallel, so each
 * gets its own and none can see another's rows.
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { SQL } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { z } from "zod";
import { type Database, type DatabaseHandle, openDatabase } from "../db/database.ts";
import { env } from "../env.ts";

export interface TestDatabase extends DatabaseHandle {
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  return env.DATABASE_URL ? openPostgresTestDatabase(env.DATABASE_URL) : openPgliteTestDatabase();
}

/** The run's migrated PGlite archive (see pglite-template.ts), for `openDatabase({ kind: "pglite", template })`. */
export async function loadPgliteTemplate(): Promise<Blob> {
  return new Blob([await readFile(inject("pgliteTemplate"))], { type: "application/x-tar" });
}

async function openPgliteTestDatabase(): Promise<TestDatabase> {
  const database = await openDatabase({ kind: "pglite", template: await loadPgliteTemplate() });
  return { ...database, dispose: () => database.close() };
}

async function withServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function openPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `jobfit_test_${randomBytes(6).toString("hex")}`;
  await withServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Without FORCE, PostgreSQL waits (up to 5 s) for the just-closed pool's sessions to end; FORCE only if some linger.
  const drop = () =>
    withServer(serverUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
    );
  const database = await openDatabase({ kind: "postgres", url: url.toString() }).catch(async (error: unknown) => {
    await drop();
    throw error;
  });
  const dispose = async () => {
    await database.close();
    await drop();
  };
  try {
    await database.migrate();
  } catch (error) {
    await dispose();
    throw error;
  }
  return { ...database, dispose };
}

const rowsSchema = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

/** Rows of a raw query. `execute()` is untyped over both drivers, but node-postgres and PGlite both answer `{ rows }`. */
export async function queryRows(db: Database, query: SQL): Promise<Record<string, unknown>[]> {
  return rowsSchema.parse(await db.execute(query)).rows;
}
