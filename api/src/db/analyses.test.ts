import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleAnalysis } from "../test/analyses.ts";
import { openTestDatabase, queryRows, type TestDatabase } from "../test/database.ts";
import {
  analysesPageQuery,
  decodeAnalysisCursor,
  encodeAnalysisCursor,
  getAnalysisForOwner,
  InvalidCursorError,
  insertAnalysis,
  listAnalyses,
  type ResumeAnalysis,
  toSavedAnalysis,
} from "./analyses.ts";
import { resumeAnalysesTable } from "./schema.ts";
import { ensureUserProfile } from "./users.ts";

let database: TestDatabase;
const owner = "uid-owner";
const stranger = "uid-stranger";

beforeAll(async () => {
  database = await openTestDatabase();
  for (const id of [owner, stranger, "uid-pages", "uid-many", "uid-empty"]) {
    await ensureUserProfile(database.db, { id, displayName: null, email: null, photoURL: null });
  }
});
afterAll(() => database?.dispose());

describe("insertAnalysis and getAnalysisForOwner", () => {
  it("stores an analysis and returns it, JSON columns intact, to its owner", async () => {
    const input = sampleAnalysis(owner);
    const saved = await insertAnalysis(database.db, input);
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.createdAt).toBeInstanceOf(Date);
    const read = await getAnalysisForOwner(database.db, saved.id, owner);
    expect(read).toEqual(saved);
    expect(read?.matchedKeywords).toEqual(input.matchedKeywords);
    expect(read?.suggestions).toEqual(input.suggestions);
    expect(read?.checks).toEqual(input.checks);
    expect(read?.highlights).toEqual(input.highlights);
    expect(read?.engineVersion).toBe(input.engineVersion);
  });

  it("answers null to anyone but the owner, exactly as for a missing analysis", async () => {
    const saved = await insertAnalysis(database.db, sampleAnalysis(owner));
    expect(await getAnalysisForOwner(database.db, saved.id, stranger)).toBeNull();
    expect(await getAnalysisForOwner(database.db, "00000000-0000-4000-8000-000000000000", owner)).toBeNull();
  });

  it.each(["not-a-uuid", "", "1; drop table users"])("answers null for the malformed id %j", async (id) => {
    expect(await getAnalysisForOwner(database.db, id, owner)).toBeNull();
  });

  it("refuses a score outside 0 to 100", async () => {
    await expect(insertAnalysis(database.db, sampleAnalysis(owner, { overallScore: 101 }))).rejects.toThrow();
  });
});

describe("toSavedAnalysis", () => {
  it("gives the saved-analysis shape of SPEC.md section 3, with an ISO creation time", async () => {
    const row = await insertAnalysis(database.db, sampleAnalysis(owner, { createdAt: new Date("2025-01-15T10:20:30.456Z") }));
    const saved = toSavedAnalysis(row);
    expect(Object.keys(saved).sort()).toEqual(
      [
        "id",
        "resumeText",
        "companyName",
        "jobTitle",
        "jobDescription",
        "overallScore",
        "hardSkillsScore",
        "softSkillsScore",
        "formattingScore",
        "matchedKeywords",
        "suggestions",
        "createdAt",
      ].sort(),
    );
    expect(saved.createdAt).toBe("2025-01-15T10:20:30.456Z");
    expect(JSON.parse(JSON.stringify(saved))).toEqual(saved);
  });
});

describe("listAnalyses", () => {
  const newestFirst = (rows: ResumeAnalysis[]) =>
    [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));

  it("pages newest first with a cursor, stable across equal timestamps", async () => {
    const sameMoment = new Date("2025-03-01T12:00:00.000Z");
    const times = [
      new Date("2025-03-02T09:00:00.000Z"),
      sameMoment,
      sameMoment,
      sameMoment,
      sameMoment,
      sameMoment,
      new Date("2025-02-28T08:00:00.000Z"),
    ];
    const inserted: ResumeAnalysis[] = [];
    for (const [i, createdAt] of times.entries()) {
      inserted.push(await insertAnalysis(database.db, sampleAnalysis("uid-pages", { createdAt, jobTitle: `Role ${i}` })));
    }
    // Someone else's analyses, including at the same moment, never show up.
    await insertAnalysis(database.db, sampleAnalysis(stranger, { createdAt: sameMoment }));

    const pages: ResumeAnalysis[][] = [];
    let cursor: string | null = null;
    do {
      const page = await listAnalyses(database.db, "uid-pages", { limit: 3, cursor });
      pages.push(page.items);
      cursor = page.nextCursor;
    } while (cursor);

    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    const ids = pages.flat().map((row) => row.id);
    expect(ids).toEqual(newestFirst(inserted).map((row) => row.id));
    expect(new Set(ids).size).toBe(inserted.length);
  });

  it("is not disturbed by an analysis saved between two pages", async () => {
    for (const day of [1, 2, 3, 4]) {
      await insertAnalysis(database.db, sampleAnalysis(owner, { createdAt: new Date(`2024-06-0${day}T00:00:00.000Z`) }));
    }
    const all = (await listAnalyses(database.db, owner, { limit: 100 })).items;
    const first = await listAnalyses(database.db, owner, { limit: 2 });
    await insertAnalysis(database.db, sampleAnalysis(owner, { createdAt: new Date("2030-01-01T00:00:00.000Z") }));
    const rest = await listAnalyses(database.db, owner, { limit: 100, cursor: first.nextCursor });
    expect([...first.items, ...rest.items].map((row) => row.id)).toEqual(all.map((row) => row.id));
    expect(rest.nextCursor).toBeNull();
  });

  it("returns 50 by default and says when there are more", async () => {
    const rows = Array.from({ length: 52 }, (_, i) => sampleAnalysis("uid-many", { createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)) }));
    await database.db.insert(resumeAnalysesTable).values(rows);
    const first = await listAnalyses(database.db, "uid-many");
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.createdAt.toISOString()).toBe("2025-01-01T00:51:00.000Z");
    const second = await listAnalyses(database.db, "uid-many", { cursor: first.nextCursor });
    expect(second.items.map((row) => row.createdAt.toISOString())).toEqual(["2025-01-01T00:01:00.000Z", "2025-01-01T00:00:00.000Z"]);
    expect(second.nextCursor).toBeNull();
  });

  it("returns an empty last page for a user with no analyses", async () => {
    expect(await listAnalyses(database.db, "uid-empty")).toEqual({ items: [], nextCursor: null });
  });

  it.each([0, -1, 101, 2.5])("refuses the limit %s", async (limit) => {
    await expect(listAnalyses(database.db, owner, { limit })).rejects.toThrow(RangeError);
  });

  it.each([
    ["garbage", "not a cursor"],
    ["base64 of non-JSON", Buffer.from("hello").toString("base64url")],
    ["the wrong shape", Buffer.from(JSON.stringify({ at: 1 })).toString("base64url")],
    ["a bad id", Buffer.from(JSON.stringify(["2025-01-01T00:00:00.000Z", "x"])).toString("base64url")],
    ["a bad time", Buffer.from(JSON.stringify(["yesterday", "00000000-0000-4000-8000-000000000000"])).toString("base64url")],
  ])("refuses a cursor that is %s", async (_, cursor) => {
    expect(decodeAnalysisCursor(cursor)).toBeNull();
    await expect(listAnalyses(database.db, owner, { cursor })).rejects.toThrow(InvalidCursorError);
  });

  it("round-trips a cursor", () => {
    const row = { id: "0b6f1c1e-5d7a-4d3e-9f2a-1c2b3d4e5f60", createdAt: new Date("2025-05-05T05:05:05.005Z") };
    expect(decodeAnalysisCursor(encodeAnalysisCursor(row))).toEqual({ id: row.id, createdAt: "2025-05-05T05:05:05.005Z" });
  });

  it("reads a page straight from the (user_id, created_at desc, id desc) index, with no sort", async () => {
    const after = { createdAt: "2025-03-01T12:00:00.000Z", id: "00000000-0000-4000-8000-000000000000" };
    const plan = await database.db.transaction(async (tx) => {
      // On tables this small the planner would rightly prefer a sequential scan.
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows(tx, sql`explain ${analysesPageQuery(tx, "uid-pages", after, 4)}`);
      return rows.map((row) => String(Object.values(row)[0])).join("\n");
    });
    expect(plan).toContain("resume_analyses_user_id_created_at_id_idx");
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
