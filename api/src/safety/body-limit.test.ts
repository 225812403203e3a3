import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { handleError } from "../errors.ts";
import { UPLOAD_LIMITS } from "../files/extract.ts";
import { analyzeResumeRoutes, MAX_ANALYZE_BODY_BYTES } from "../routes/analyze-resume.ts";
import { uploadResumeRoutes } from "../routes/upload-resume.ts";
import { backendPosting, backendResume } from "../test/fixtures.ts";
import { DEFAULT_MAX_BODY_BYTES, defaultBodyLimit } from "./body-limit.ts";

/** Mounted as app.ts would: the default for all of /api, with the two routes that bring their own larger limit. */
const app = new Hono()
  .use("/api/*", defaultBodyLimit({ routesWithOwnLimit: ["/api/analyze-resume", "/api/upload-resume"] }))
  .onError(handleError)
  .post("/api/user", async (c) => c.json({ received: (await c.req.text()).length }, 200))
  .get("/api/user/:uid/analyses", (c) => c.json([], 200))
  .route("/api/analyze-resume", analyzeResumeRoutes)
  .route("/api/upload-resume", uploadResumeRoutes);

const TOO_LARGE = { error: { code: "payload_too_large", message: "Request body is larger than 64 KB" } };

const post = (path: string, body: string, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
  app.request(path, { method: "POST", headers, body });

/** A body streamed in chunks with no Content-Length, as a client can send it. */
function streamed(bytes: number, chunk = 16 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(chunk, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
}

describe("defaultBodyLimit", () => {
  it("lets a body of exactly 64 KB through", async () => {
    const res = await post("/api/user", "x".repeat(DEFAULT_MAX_BODY_BYTES));
    expect(await res.json()).toEqual({ received: DEFAULT_MAX_BODY_BYTES });
  });

  it("answers 413 in the error shape to a body one byte over, by its declared length", async () => {
    const body = "x".repeat(DEFAULT_MAX_BODY_BYTES + 1);
    const res = await post("/api/user", body, { "Content-Type": "application/json", "Content-Length": String(body.length) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
  });

  it("answers 413 to a body over the limit sent without a length", async () => {
    const res = await app.request("/api/user", {
      method: "POST",
      body: streamed(DEFAULT_MAX_BODY_BYTES * 4),
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
  });

  it("leaves calls without a body alone", async () => {
    expect((await app.request("/api/user/u1/analyses")).status).toBe(200);
  });

  it("takes a smaller maximum", async () => {
    const small = new Hono().use(defaultBodyLimit({ maxBytes: 1000 })).post("/", (c) => c.text("ok"));
    const res = await small.request("/", { method: "POST", body: "x".repeat(1001) });
    expect(await res.json()).toEqual({ error: { code: "payload_too_large", message: "Request body is larger than 1000 bytes" } });
  });
});

describe("routes with their own larger limit", () => {
  it("analyze still takes bodies over 64 KB", async () => {
    const resumeText = `${backendResume}\n${"Built data pipelines in Python and SQL. ".repeat(2500)}`.slice(0, 99_000);
    const body = JSON.stringify({ resumeText, ...backendPosting, userId: null });
    expect(body.length).toBeGreaterThan(DEFAULT_MAX_BODY_BYTES);
    const res = await post("/api/analyze-resume", body);
    expect(res.status).toBe(200);
  });

  it("analyze still refuses over 1 MB, with its own message", async () => {
    const res = await post("/api/analyze-resume", JSON.stringify({ resumeText: "x".repeat(MAX_ANALYZE_BODY_BYTES) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: "payload_too_large", message: "Request body is larger than 1 MB" } });
  });

  it("upload still takes a file over 64 KB", async () => {
    const form = new FormData();
    form.append("resume", new File([`Jordan Avery\n${"Engineer with Python and SQL. ".repeat(2500)}`], "cv.txt"));
    const res = await app.request("/api/upload-resume", { method: "POST", body: form });
    expect(res.status).toBe(200);
  });

  it("upload still refuses a file over 5 MB, with its own message", async () => {
    const form = new FormData();
    form.append("resume", new File([new Uint8Array(UPLOAD_LIMITS.maxBytes + 70_000).fill(0x41)], "big.txt"));
    const res = await app.request("/api/upload-resume", { method: "POST", body: form });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: "payload_too_large", message: `File is larger than ${UPLOAD_LIMITS.maxBytes} bytes` },
    });
  });

  it("gives any other spelling of those paths the default", async () => {
    const res = await post("/api/analyze-resume/", JSON.stringify({ resumeText: "x".repeat(DEFAULT_MAX_BODY_BYTES) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
  });
});
