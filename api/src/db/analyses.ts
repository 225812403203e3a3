/** The resume_analyses table: a signed-in user's saved analyses, visible to their owner only. */
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "./database.ts";
import { type NewResumeAnalysisRow, type ResumeAnalysisRow, resumeAnalysesTable } from "./schema.ts";

export type ResumeAnalysis = ResumeAnalysisRow;
/** `createdAt` may be given (imports, tests); otherwise the database's clock sets it. */
export type NewResumeAnalysis = Omit<NewResumeAnalysisRow, "id">;

/** SPEC.md section 3: a saved analysis as the server returns it. */
export interface SavedAnalysis {
  id: string;
  resumeText: string;
  companyName: string;
  jobTitle: string;
  jobDescription: string;
  overallScore: number;
  hardSkillsScore: number;
  softSkillsScore: number;
  formattingScore: number;
  matchedKeywords: ResumeAnalysis["matchedKeywords"];
  suggestions: ResumeAnalysis["suggestions"];
  /** ISO 8601. */
  createdAt: string;
}

export function toSavedAnalysis(row: ResumeAnalysis): SavedAnalysis {
  return {
    id: row.id,
    resumeText: row.resumeText,
    companyName: row.companyName,
    jobTitle: row.jobTitle,
    jobDescription: row.jobDescription,
    overallScore: row.overallScore,
    hardSkillsScore: row.hardSkillsScore,
    softSkillsScore: row.softSkillsScore,
    formattingScore: row.formattingScore,
    matchedKeywords: row.matchedKeywords,
    suggestions: row.suggestions,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function insertAnalysis(db: Database, analysis: NewResumeAnalysis): Promise<ResumeAnalysis> {
  const [row] = await db.insert(resumeAnalysesTable).values(analysis).returning();
  if (!row) throw new Error("insertAnalysis: the insert returned no row");
  return row;
}

const uuidSchema = z.uuid();

/** The analysis when `userId` owns it; null when it does not exist or belongs to someone else, which look the same. */
export async function getAnalysisForOwner(db: Database, id: string, userId: string): Promise<ResumeAnalysis | null> {
  // Not a uuid: no such analysis (and PostgreSQL would reject the comparison).
  if (!uuidSchema.safeParse(id).success) return null;
  const [row] = await db
    .select()
    .from(resumeAnalysesTable)
    .where(and(eq(resumeAnalysesTable.id, id), eq(resumeAnalysesTable.userId, userId)));
  return row ?? null;
}

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

/** Where a page ended: the last item's creation time and id (ids break ties between equal times). */
export interface AnalysisCursor {
  createdAt: string;
  id: string;
}

const cursorSchema = z.tuple([z.iso.datetime(), z.uuid()]);

export function encodeAnalysisCursor(row: Pick<ResumeAnalysis, "createdAt" | "id">): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString("base64url");
}

/** Null for anything `listAnalyses` did not hand out. Routes use it to answer 400 before listing. */
export function decodeAnalysisCursor(cursor: string): AnalysisCursor | null {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    return parsed.success ? { createdAt: parsed.data[0], id: parsed.data[1] } : null;
  } catch {
    return null;
  }
}

export class InvalidCursorError extends Error {
  override readonly name = "InvalidCursorError";
  constructor() {
    super("The cursor is not one this server handed out");
  }
}

export interface AnalysesPage {
  items: ResumeAnalysis[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** A user's analyses, newest first, `limit` at a time (1 to MAX_PAGE_SIZE), continuing after `cursor`. */
export async function listAnalyses(
  db: Database,
  userId: string,
  { limit = DEFAULT_PAGE_SIZE, cursor }: { limit?: number; cursor?: string | null } = {},
): Promise<AnalysesPage> {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new RangeError(`limit must be an integer from 1 to ${MAX_PAGE_SIZE}`);
  }
  const after = cursor ? decodeAnalysisCursor(cursor) : null;
  if (cursor && !after) throw new InvalidCursorError();
  const rows = await analysesPageQuery(db, userId, after, limit + 1);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeAnalysisCursor(last) : null };
}

/** One page's query (exported for the test that checks its plan). */
export function analysesPageQuery(db: Database, userId: string, after: AnalysisCursor | null, limit: number) {
  const t = resumeAnalysesTable;
  // A row comparison, so PostgreSQL walks the (user_id, created_at desc, id desc) index straight from the cursor.
  const afterCursor = after ? sql`(${t.createdAt}, ${t.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined;
  return db
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), afterCursor))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit);
}
