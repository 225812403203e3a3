import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type IdentityVariables, identify } from "../auth/middleware.ts";
import { ApiError, handleError } from "../errors.ts";
import { backendResume } from "../test/fixtures.ts";
import { loggablePath, requestLogger } from "./request-log.ts";

const TOKEN = "eyJhbGciOiJSUzI1NiJ9.c2VjcmV0LXBheWxvYWQ.c2lnbmF0dXJl";

function loggedApp() {
  const lines: string[] = [];
  let clock = 0;
  const app = new Hono<{ Variables: IdentityVariables }>()
    .use(
      requestLogger({
        write: (line) => lines.push(line),
        now: () => {
          clock += 7;
          return clock;
        },
      }),
    )
    .use(
      "/api/*",
      identify(() => ({
        kind: "firebase-emulator",
        verify: async (token) => (token === TOKEN ? { uid: "uid-ann", email: "ann@example.com", name: "Ann", picture: null } : null),
        createCustomToken: async () => "unused",
        deleteAccount: async () => {},
      })),
    )
    .onError(handleError)
    .post("/api/analyze-resume", async (c) => c.json({ resumeText: ((await c.req.json()) as { resumeText: string }).resumeText }, 200))
    .get("/api/fails", () => {
      throw new ApiError(422, "unprocessable", `Could not read: ${backendResume.slice(0, 40)}`);
    })
    .get("/api/crashes", () => {
      throw new Error("boom");
    });
  return { app, lines };
}

describe("requestLogger", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("logs method, path, status and duration, and never the body, the token or the query", async () => {
    const { app, lines } = loggedApp();
    const res = await app.request("/api/analyze-resume?token=query-secret&email=ann%40example.com", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${TOKEN}`, Cookie: "session=cookie-secret" },
      body: JSON.stringify({ resumeText: backendResume }),
    });
    expect(res.status).toBe(200);
    expect(lines).toEqual(["POST /api/analyze-resume 200 7ms"]);
    const logged = lines.join("\n");
    for (const secret of [TOKEN, "Bearer", "query-secret", "ann@example.com", "ann%40example.com", "cookie-secret", "?"]) {
      expect(logged).not.toContain(secret);
    }
    // Not one line of the resume, not even a short one.
    for (const line of backendResume.split("\n").filter((text) => text.trim().length >= 4)) expect(logged).not.toContain(line.trim());
  });

  it.each([
    ["/api/fails", 422],
    ["/api/crashes", 500],
    ["/api/nowhere", 404],
  ])("logs the status of a failing call to %s (%i), and not the error's message", async (path, status) => {
    // The app's own error handler reports the crash; that is not this logger's line.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { app, lines } = loggedApp();
    const res = await app.request(path);
    expect(res.status).toBe(status);
    expect(lines).toEqual([`GET ${path} ${status} 7ms`]);
  });

  it("logs a 401 for a bad token without the token", async () => {
    const { app, lines } = loggedApp();
    await app.request("/api/analyze-resume", { method: "POST", headers: { Authorization: "Bearer not-the-token-xyz" }, body: "{}" });
    expect(lines).toEqual(["POST /api/analyze-resume 401 7ms"]);
  });
});

describe("loggablePath", () => {
  it.each([
    ["http://x/api/user/abc/analyses?cursor=c", "/api/user/abc/analyses"],
    ["http://x/api/%0Afake%20line", "/api/%0Afake%20line"],
    [`http://x/api/${"a".repeat(300)}`, `/api/${"a".repeat(195)}…`],
  ])("logs %s as %s", (url, path) => {
    expect(loggablePath(url)).toBe(path);
  });
});
