/** The users table: profiles kept in step with sign-in, and the plan fields billing writes. */
import { eq } from "drizzle-orm";
import type { Database } from "./database.ts";
import { type UserRow, usersTable } from "./schema.ts";

export type User = UserRow;

/** SPEC.md section 3's backend user sync payload. */
export interface UserProfile {
  id: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}

/** Creates the profile on first sign-in; later calls refresh name, email and photo and keep everything else. */
export async function ensureUserProfile(db: Database, profile: UserProfile): Promise<User> {
  const { displayName, email, photoURL } = profile;
  const [user] = await db
    .insert(usersTable)
    .values(profile)
    .onConflictDoUpdate({ target: usersTable.id, set: { displayName, email, photoURL } })
    .returning();
  if (!user) throw new Error("ensureUserProfile: the upsert returned no row");
  return user;
}

export async function getUser(db: Database, id: string): Promise<User | null> {
  const [user] = await db.select().from(usersTable).where(eq(usersTable.id, id));
  return user ?? null;
}

/** Deletes the user and, by cascade, their analyses, optimizer usage and API keys. True when a user was deleted. */
export async function deleteUser(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(usersTable).where(eq(usersTable.id, id)).returning({ id: usersTable.id });
  return deleted.length > 0;
}
