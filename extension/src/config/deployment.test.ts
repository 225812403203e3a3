import { describe, expect, it } from "vitest";
import {
  apiHostPermissions,
  jobPageMatchPatterns,
  LOCAL_TESTING_PATTERN,
  originPattern,
  resolveDeployment,
  webAppMatchPatterns,
} from "./deployment.ts";

const BOARDS = ["https://*.linkedin.com/*", "https://jobs.lever.co/*"];

describe("resolveDeployment", () => {
  it("targets the local stack by default, the web app on the API's origin", () => {
    expect(resolveDeployment("production", {})).toEqual({
      mode: "production",
      apiOrigin: "http://127.0.0.1:8787",
      webOrigin: "http://127.0.0.1:8787",
      localTesting: false,
    });
  });

  it("takes the production origins from the build environment", () => {
    const deployment = resolveDeployment("production", {
      JOBFIT_API_ORIGIN: "https://api.jobfit.example",
      JOBFIT_WEB_ORIGIN: " https://jobfit.example ",
    });
    expect(deployment).toMatchObject({ apiOrigin: "https://api.jobfit.example", webOrigin: "https://jobfit.example" });
  });

  it.each([["development"], ["e2e"]])("opens local testing in %s builds only", (mode) => {
    expect(resolveDeployment(mode, {}).localTesting).toBe(true);
  });

  it.each([
    ["https://jobfit.example/", "JOBFIT_API_ORIGIN"],
    ["https://jobfit.example/app", "JOBFIT_API_ORIGIN"],
    ["jobfit.example", "JOBFIT_API_ORIGIN"],
    ["ftp://jobfit.example", "JOBFIT_API_ORIGIN"],
  ])("stops the build on %s, naming the variable", (value, name) => {
    expect(() => resolveDeployment("production", { [name]: value })).toThrow(new RegExp(`^Invalid ${name}: must be an origin`));
  });
});

describe("match patterns", () => {
  const production = resolveDeployment("production", {
    JOBFIT_API_ORIGIN: "https://api.jobfit.example",
    JOBFIT_WEB_ORIGIN: "https://jobfit.example",
  });
  const e2e = resolveDeployment("e2e", {});

  it("keeps an explicit port and drops nothing else", () => {
    expect(originPattern("http://127.0.0.1:8787")).toBe("http://127.0.0.1:8787/*");
    expect(originPattern("https://jobfit.example")).toBe("https://jobfit.example/*");
  });

  it("reaches only the API in production, and every local port in development and e2e builds", () => {
    expect(apiHostPermissions(production)).toEqual(["https://api.jobfit.example/*"]);
    expect(apiHostPermissions(e2e)).toEqual(["http://127.0.0.1:8787/*", LOCAL_TESTING_PATTERN]);
  });

  it("listens for the sign-in hand-off on the web app only", () => {
    expect(webAppMatchPatterns(production)).toEqual(["https://jobfit.example/*"]);
    expect(webAppMatchPatterns(e2e)).toEqual(["http://127.0.0.1:8787/*", LOCAL_TESTING_PATTERN]);
  });

  it("reads postings by itself on the job boards, and on locally served pages in local builds", () => {
    expect(jobPageMatchPatterns(production, BOARDS)).toEqual(BOARDS);
    expect(jobPageMatchPatterns(e2e, BOARDS)).toEqual([...BOARDS, LOCAL_TESTING_PATTERN]);
  });
});
