/** Everything stored about one user, gathered for their export (the landing page's promise that their data is theirs). */

import { desc, eq } from "drizzle-orm";
import { toSavedAnalysis } from "./analyses.ts";
import type { Database } from "./database.ts";
import { apiKeysTable, optimizerUsageTable, resumeAnalysesTable, usersTable } from "./schema.ts";

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export interface UserDataExport {
  /** Every column of the user's row, including the plan and the billing provider's ids. */
  profile: {
    id: string;
    displayName: string | null;
    email: string | null;
    photoURL: string | null;
    createdAt: string;
    plan: string;
    subscriptionStatus: string | null;
    stripeCustomerId: string | null;
    stripeSubscriptionId: string | null;
    currentPeriodEnd: string | null;
    cancelAt: string | null;
  };
  /** Every saved analysis, newest first, with everything stored for it. */
  analyses: {
    id: string;
    createdAt: string;
    companyName: string;
    jobTitle: string;
    jobDescription: string;
    resumeText: string;
    overallScore: number;
    hardSkillsScore: number;
    softSkillsScore: number;
    formattingScore: number;
    matchedKeywords: (typeof resumeAnalysesTable.$inferSelect)["matchedKeywords"];
    suggestions: (typeof resumeAnalysesTable.$inferSelect)["suggestions"];
    checks: (typeof resumeAnalysesTable.$inferSelect)["checks"];
    highlights: (typeof resumeAnalysesTable.$inferSelect)["highlights"];
    engineVersion: string;
  }[];
  /** When each AI optimization was used (all that is stored about them). */
  optimizations: { createdAt: string }[];
  /** API keys' names and dates; the key hashes stay behind (they are useless to the owner and secret-derived). */
  apiKeys: { name: string; prefix: string; createdAt: string; revokedAt: string | null; lastUsedAt: string | null }[];
}

/** The user's data, or null when no profile is stored (never signed in, or deleted). */
export async function collectUserData(db: Database, userId: string): Promise<UserDataExport | null> {
  const [user] = await db.select().from(usersTable).where(eq(usersTable.id, userId));
  if (!user) return null;
  const [analyses, optimizations, apiKeys] = await Promise.all([
    db
      .select()
      .from(resumeAnalysesTable)
      .where(eq(resumeAnalysesTable.userId, userId))
      .orderBy(desc(resumeAnalysesTable.createdAt), desc(resumeAnalysesTable.id)),
    db
      .select({ createdAt: optimizerUsageTable.createdAt })
      .from(optimizerUsageTable)
      .where(eq(optimizerUsageTable.userId, userId))
      .orderBy(desc(optimizerUsageTable.createdAt)),
    db
      .select({
        name: apiKeysTable.name,
        prefix: apiKeysTable.prefix,
        createdAt: apiKeysTable.createdAt,
        revokedAt: apiKeysTable.revokedAt,
        lastUsedAt: apiKeysTable.lastUsedAt,
      })
      .from(apiKeysTable)
      .where(eq(apiKeysTable.userId, userId))
      .orderBy(desc(apiKeysTable.createdAt)),
  ]);
  return {
    profile: {
      id: user.id,
      displayName: user.displayName,
      email: user.email,
      photoURL: user.photoURL,
      createdAt: user.createdAt.toISOString(),
      plan: user.plan,
      subscriptionStatus: user.subscriptionStatus,
      stripeCustomerId: user.stripeCustomerId,
      stripeSubscriptionId: user.stripeSubscriptionId,
      currentPeriodEnd: iso(user.currentPeriodEnd),
      cancelAt: iso(user.cancelAt),
    },
    // The saved-analysis shape every client knows, plus what else is stored about each one.
    analyses: analyses.map((row) => ({
      ...toSavedAnalysis(row),
      checks: row.checks,
      highlights: row.highlights,
      engineVersion: row.engineVersion,
    })),
    optimizations: optimizations.map((row) => ({ createdAt: row.createdAt.toISOString() })),
    apiKeys: apiKeys.map((key) => ({
      ...key,
      createdAt: key.createdAt.toISOString(),
      revokedAt: iso(key.revokedAt),
      lastUsedAt: iso(key.lastUsedAt),
    })),
  };
}
