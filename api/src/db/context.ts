/**
 * The running server's database. server.ts opens it and calls `setDatabase` before listening; routes read it with
 * `getDatabase`. Tests that go through `app.request()` set their own per-file database the same way.
 */
import type { DatabaseHandle } from "./database.ts";

let current: DatabaseHandle | null = null;

export function setDatabase(database: DatabaseHandle | null): void {
  current = database;
}

export function getDatabase(): DatabaseHandle {
  if (!current) throw new Error("The database is not open: call setDatabase() at start-up, before serving requests");
  return current;
}
