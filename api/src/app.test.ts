import { analysisResultSchema, ENGINE_VERSION } from "@jobfit/core";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { app } from "./app.ts";
import { createApiClient } from "./client.ts";
import { handleError } from "./errors.ts";
import { MAX_ANALYZE_BODY_BYTES } from "./routes/analyze-resume.ts";
import { backendPosting, backendResume } from "./test/fixtures.ts";
import { useServerContext } from "./test/server-context.ts";

const validBody = { resumeText: backendResume, ...backendPosting, userId: null };

function postAnalyze(body: unknown, headers: Record<string, string> = {}) {
  return app.request("/api/analyze-resume", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const errorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
const readError = async (res: Response) => errorBodySchema.parse(await res.json());

// The app reads the database and identity that server.ts would have set up; here, this file's own.
const server = useServerContext();

afterEach(() => {
  vi.restoreAllMocks();
});

describe("GET /api/health", () => {
  it("reports the versions and which adapter serves each concern", async () => {
    const res = await app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: "ok",
      version: "0.1.0",
      engineVersion: ENGINE_VERSION,
      database: server.database.kind,
      auth: "firebase-emulator",
      billing: "sandbox",
      ai: "local",
    });
  });

  it("sends secure headers", async () => {
    const res = await app.request("/api/health");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });
});

describe("POST /api/analyze-resume", () => {
  it("scores a realistic resume against a posting with integer scores from 0 to 100", async () => {
    const res = await postAnalyze(validBody);
    expect(res.status).toBe(200);
    const result = analysisResultSchema.parse(await res.json());
    for (const score of [result.overallScore, result.hardSkillsScore, result.softSkillsScore, result.formattingScore]) {
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
    // A strong, on-target resume: the engine should see it as such.
    expect(result.overallScore).toBeGreaterThanOrEqual(60);
    expect(result.engineVersion).toBe(ENGINE_VERSION);
    const typescript = result.matchedKeywords.find((k) => k.text.toLowerCase() === "typescript");
    expect(typescript?.matchType).toBe("perfect");
  });

  it("scores a resume that misses the posting's skills lower", async () => {
    const strong = analysisResultSchema.parse(await (await postAnalyze(validBody)).json());
    const weakResume = "Alex Kim\nalex@example.com\n\nEXPERIENCE\nBarista, Corner Cafe, 2019 – 2023\n- Made coffee and trained new staff";
    const weak = analysisResultSchema.parse(await (await postAnalyze({ ...validBody, resumeText: weakResume })).json());
    expect(weak.hardSkillsScore).toBeLessThan(strong.hardSkillsScore);
    expect(weak.overallScore).toBeLessThan(strong.overallScore);
  });

  it("gives identical output for identical input", async () => {
    const first = await (await postAnalyze(validBody)).json();
    const second = await (await postAnalyze(validBody)).json();
    expect(second).toEqual(first);
  });

  it.each([
    ["resumeText", "Please upload a resume or enter resume text"],
    ["companyName", "Please enter the company name"],
    ["jobTitle", "Please enter the job title"],
    ["jobDescription", "Please enter the job description"],
  ])("answers 400 with the schema's message when %s is blank", async (field, message) => {
    const res = await postAnalyze({ ...validBody, [field]: "   " });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "validation_failed", message } });
  });

  it("reports the first blank field in the spec's order when several are blank", async () => {
    const res = await postAnalyze({ ...validBody, resumeText: "", jobTitle: "" });
    expect(await res.json()).toEqual({
      error: { code: "validation_failed", message: "Please upload a resume or enter resume text" },
    });
  });

  it("names the field when a value has the wrong type", async () => {
    const { userId: _userId, ...withoutUserId } = validBody;
    const res = await postAnalyze(withoutUserId);
    expect(res.status).toBe(400);
    const body = await readError(res);
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.message).toMatch(/^userId: /);
  });

  it("answers 400 invalid_json for a malformed body", async () => {
    const res = await postAnalyze('{"resumeText": "x",');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "invalid_json", message: "Malformed JSON in request body" } });
  });

  it("answers 415 when the body is not JSON", async () => {
    const res = await postAnalyze(JSON.stringify(validBody), { "Content-Type": "text/plain" });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      error: { code: "unsupported_media_type", message: "Content-Type must be application/json" },
    });
  });

  const oversized = JSON.stringify({ ...validBody, resumeText: "x".repeat(MAX_ANALYZE_BODY_BYTES) });

  it("answers 413 for a body over 1 MB declared by Content-Length", async () => {
    const res = await postAnalyze(oversized, { "Content-Length": String(Buffer.byteLength(oversized)) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: "payload_too_large", message: "Request body is larger than 1 MB" } });
  });

  it("answers 413 for a body over 1 MB sent without a length", async () => {
    const res = await postAnalyze(oversized);
    expect(res.status).toBe(413);
    expect((await readError(res)).error.code).toBe("payload_too_large");
  });

  it("answers 401 to a userId sent without a sign-in: the client never decides who it is", async () => {
    const res = await postAnalyze({ ...validBody, userId: "someone-else" });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "unauthenticated", message: "Authentication required" } });
  });
});

describe("errors", () => {
  it.each([
    ["GET", "/api/nothing-here"],
    ["GET", "/api/analyze-resume"],
    ["DELETE", "/api/health"],
  ])("answers %s %s with a 404 in the error shape", async (method, path) => {
    const res = await app.request(path, { method });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: `No such endpoint: ${method} ${path}` } });
  });

  it("turns an unexpected error into a 500 that leaks nothing", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = new Hono().get("/boom", () => {
      throw new Error("secret connection string postgres://user:pw@db");
    });
    failing.onError(handleError);
    const res = await failing.request("/boom");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { code: "internal", message: "Internal server error" } });
    expect(text).not.toContain("secret");
    expect(logged).toHaveBeenCalledOnce();
  });
});

describe("typed client", () => {
  const client = createApiClient("http://localhost", { fetch: (...args: Parameters<typeof fetch>) => app.request(...args) });

  it("reads health with its types", async () => {
    const res = await client.api.health.$get();
    const body = await res.json();
    expect(body.engineVersion).toBe(ENGINE_VERSION);
  });

  it("posts an analysis", async () => {
    const res = await client.api["analyze-resume"].$post({ json: validBody });
    expect(res.status).toBe(200);
    if (res.status === 200) {
      const body = await res.json();
      expect(body.overallScore).toBeGreaterThan(0);
    }
  });
});
