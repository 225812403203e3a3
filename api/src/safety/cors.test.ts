import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { ApiError, handleError } from "../errors.ts";
import { apiCors, type CorsPolicy, corsPolicyFromEnv, isAllowedOrigin } from "./cors.ts";

const CHROME_ID = "abcdefghijklmnopabcdefghijklmnop";
const FIREFOX_ID = "0f3c8f7e-6a1b-4c2d-9e8f-123456789abc";
const policy: CorsPolicy = {
  webOrigins: ["http://127.0.0.1:8787", "http://localhost:8787"],
  extensionIds: [CHROME_ID, FIREFOX_ID],
  anyExtension: false,
};

function appWith(corsPolicy: CorsPolicy) {
  return new Hono()
    .use("/api/*", apiCors(corsPolicy))
    .onError(handleError)
    .get("/api/thing", (c) => c.json({ ok: true }, 200, { "X-Next-Cursor": "next" }))
    .delete("/api/thing", (c) => c.json({ deleted: true }, 200))
    .get("/api/private", () => {
      throw new ApiError(401, "unauthenticated", "Authentication required");
    });
}
const app = appWith(policy);

const CORS_HEADERS = [
  "Access-Control-Allow-Origin",
  "Access-Control-Allow-Credentials",
  "Access-Control-Allow-Methods",
  "Access-Control-Allow-Headers",
  "Access-Control-Expose-Headers",
  "Access-Control-Max-Age",
];
const corsHeadersOf = (res: Response) => CORS_HEADERS.filter((name) => res.headers.has(name));

const preflight = (origin: string, method = "DELETE") =>
  app.request("/api/thing", {
    method: "OPTIONS",
    headers: { Origin: origin, "Access-Control-Request-Method": method, "Access-Control-Request-Headers": "authorization,content-type" },
  });

describe("apiCors", () => {
  it.each([
    ["the web origin", "http://127.0.0.1:8787"],
    ["the web origin by name", "http://localhost:8787"],
    ["the Chrome extension", `chrome-extension://${CHROME_ID}`],
    ["the Firefox extension", `moz-extension://${FIREFOX_ID}`],
  ])("gives %s the origin, with credentials, and the headers it reads", async (_, origin) => {
    const res = await app.request("/api/thing", { headers: { Origin: origin } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe(origin);
    expect(res.headers.get("Access-Control-Allow-Credentials")).toBe("true");
    expect(res.headers.get("Access-Control-Expose-Headers")).toContain("X-Next-Cursor");
    expect(res.headers.get("Access-Control-Expose-Headers")).toContain("Retry-After");
    expect(res.headers.get("Vary")).toContain("Origin");
  });

  it("answers an allowed origin's preflight with 204, the methods and the headers, without reaching the route", async () => {
    const res = await preflight("http://localhost:8787");
    expect(res.status).toBe(204);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("http://localhost:8787");
    expect(res.headers.get("Access-Control-Allow-Credentials")).toBe("true");
    expect(res.headers.get("Access-Control-Allow-Methods")).toContain("DELETE");
    expect(res.headers.get("Access-Control-Allow-Headers")?.toLowerCase()).toContain("authorization");
    expect(res.headers.get("Access-Control-Max-Age")).toBe("600");
  });

  it.each([
    ["another site", "https://evil.example"],
    ["a look-alike with another port", "http://127.0.0.1:9999"],
    ["a look-alike with another scheme", "https://localhost:8787"],
    ["the literal null origin", "null"],
    ["an unlisted extension", "chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba"],
  ])("gives %s no CORS header on a call", async (_, origin) => {
    const res = await app.request("/api/thing", { headers: { Origin: origin } });
    expect(res.status).toBe(200);
    expect(corsHeadersOf(res)).toEqual([]);
  });

  it("refuses a foreign origin's preflight with 403 and no CORS header", async () => {
    const res = await preflight("https://evil.example");
    expect(res.status).toBe(403);
    expect(corsHeadersOf(res)).toEqual([]);
    expect(await res.json()).toEqual({ error: { code: "forbidden", message: "This origin may not call the JobFit API" } });
  });

  it("puts the headers on error answers too, so the web app can read a 401", async () => {
    const res = await app.request("/api/private", { headers: { Origin: "http://127.0.0.1:8787" } });
    expect(res.status).toBe(401);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("http://127.0.0.1:8787");
  });

  it("adds nothing but Vary to a call without an Origin (same origin, or not a browser)", async () => {
    const res = await app.request("/api/thing");
    expect(corsHeadersOf(res)).toEqual([]);
    expect(res.headers.get("Vary")).toContain("Origin");
  });

  it("allows any extension when the policy says so (development), and still no other site", async () => {
    const open = appWith({ ...policy, extensionIds: [], anyExtension: true });
    const extension = await open.request("/api/thing", { headers: { Origin: "chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba" } });
    expect(extension.headers.get("Access-Control-Allow-Origin")).toBe("chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba");
    const site = await open.request("/api/thing", { headers: { Origin: "https://evil.example" } });
    expect(corsHeadersOf(site)).toEqual([]);
  });
});

describe("isAllowedOrigin", () => {
  it.each([
    ["chrome-extension://ABCDEFGHIJKLMNOPABCDEFGHIJKLMNOP", false],
    [`chrome-extension://${CHROME_ID}/`, false],
    [`chrome-extension://${CHROME_ID}.evil.example`, false],
    [`safari-web-extension://${CHROME_ID}`, false],
  ])("does not take %s for an allowed extension", (origin, expected) => {
    expect(isAllowedOrigin({ ...policy, anyExtension: true }, origin)).toBe(expected);
  });
});

describe("corsPolicyFromEnv", () => {
  it("defaults to the API's own origin at its port, and any extension outside production only", () => {
    expect(corsPolicyFromEnv({ PORT: 9000, NODE_ENV: "development" })).toEqual({
      webOrigins: ["http://127.0.0.1:9000", "http://localhost:9000"],
      extensionIds: [],
      anyExtension: true,
    });
    expect(corsPolicyFromEnv({ PORT: 8787, NODE_ENV: "production" }).anyExtension).toBe(false);
  });

  it("takes the configured origins and ids", () => {
    const configured = corsPolicyFromEnv({
      PORT: 8787,
      NODE_ENV: "production",
      CORS_ORIGINS: ["https://jobfit.example"],
      CORS_EXTENSION_IDS: [CHROME_ID],
      CORS_ANY_EXTENSION: true,
    });
    expect(configured).toEqual({ webOrigins: ["https://jobfit.example"], extensionIds: [CHROME_ID], anyExtension: true });
  });
});
