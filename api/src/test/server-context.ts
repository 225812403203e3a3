/**
 * What server.ts sets up, for one test file: the file's own migrated database (PGlite, or PostgreSQL when
 * DATABASE_URL is set) and the Auth emulator's identity, installed before the file's tests and released after.
 * Call it before the file's own hooks: they then run after these are set, and tear down before these are released.
 */
import { afterAll, beforeAll } from "vitest";
import { setDatabase } from "../db/context.ts";
import { openTestDatabase, type TestDatabase } from "./database.ts";
import { useEmulatorIdentity } from "./identity.ts";

export interface ServerContext {
  /** The file's database; open from the first beforeAll on. */
  readonly database: TestDatabase;
}

export function useServerContext(): ServerContext {
  const identity = useEmulatorIdentity();
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    setDatabase(database);
  });
  afterAll(async () => {
    setDatabase(null);
    await database?.dispose();
    await identity.close();
  });
  return {
    get database() {
      if (!database) throw new Error("The test database is not open yet: use it inside tests and hooks");
      return database;
    },
  };
}
