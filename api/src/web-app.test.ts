import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createWebApp, identityOrigins } from "./web-app.ts";

const distDir = mkdtempSync(join(tmpdir(), "jobfit-web-dist-"));
mkdirSync(join(distDir, "assets"));
writeFileSync(join(distDir, "index.html"), "<!doctype html><title>JobFit</title>");
writeFileSync(join(distDir, "assets", "index-abc123.js"), "console.log('app')");
writeFileSync(join(distDir, "favicon.svg"), "<svg></svg>");
writeFileSync(join(tmpdir(), "jobfit-outside.txt"), "outside");
const web = createWebApp(distDir);

afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
});

describe("createWebApp", () => {
  it.each(["/", "/optimizer", "/blog/how-to-create-ats-resume-easily"])("serves the app shell at %s", async (path) => {
    const res = await web.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(await res.text()).toContain("<title>JobFit</title>");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("lets the page reach the identity provider it signs in with, and nothing else outside", async () => {
    const emulator = identityOrigins({ mode: "emulator", projectId: "demo-jobfit", emulatorHost: "127.0.0.1:9199" });
    const local = await createWebApp(distDir, emulator).request("/");
    expect(local.headers.get("content-security-policy")).toContain("connect-src 'self' http://127.0.0.1:9199");
    expect(local.headers.get("content-security-policy")).toContain("frame-src 'none'");
    expect(local.headers.get("content-security-policy")).toContain("script-src 'self';");
    const account = { projectId: "jobfit-prod", clientEmail: "c", privateKey: "k" };
    const firebase = identityOrigins({ mode: "firebase", projectId: "jobfit-prod", serviceAccount: account });
    const csp = (await createWebApp(distDir, firebase).request("/")).headers.get("content-security-policy");
    expect(csp).toContain("connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com");
    expect(csp).toContain("frame-src https://jobfit-prod.firebaseapp.com");
  });

  it("serves hashed assets with a long cache lifetime", async () => {
    const res = await web.request("/assets/index-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });

  it("serves other files at the root", async () => {
    const res = await web.request("/favicon.svg");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("<svg></svg>");
  });

  it.each(["/assets/missing.js", "/robots.txt"])("answers 404 for the missing file %s rather than the shell", async (path) => {
    const res = await web.request(path);
    expect(res.status).toBe(404);
  });

  it("never serves files outside the dist folder", async () => {
    const res = await web.request("/../jobfit-outside.txt");
    expect(await res.text()).not.toBe("outside");
    const encoded = await web.request("/%2e%2e/jobfit-outside.txt");
    expect(await encoded.text()).not.toBe("outside");
  });
});
