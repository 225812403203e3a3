import { describe, expect, it } from "vitest";
import { identityConfigFromEnv } from "./auth/config.ts";
import { type Env, parseEnv } from "./env.ts";

function parsed(source: Record<string, string>): Env {
  const result = parseEnv(source);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe("parseEnv", () => {
  it("defaults to 127.0.0.1:8787 in development", () => {
    expect(parseEnv({})).toEqual({
      ok: true,
      value: { PORT: 8787, HOST: "127.0.0.1", NODE_ENV: "development", FIREBASE_PROJECT_ID: "demo-jobfit", TRUST_PROXY: 0 },
    });
  });

  it.each([
    [{ REDIS_URL: "http://cache:6379" }, "Invalid environment variable REDIS_URL: must be a redis:// or rediss:// URL"],
    [
      { CORS_ORIGINS: "https://jobfit.example/app" },
      "Invalid environment variable CORS_ORIGINS.0: must be origins such as https://jobfit.example, separated by commas",
    ],
    [{ TRUST_PROXY: "maybe" }, "Invalid environment variable TRUST_PROXY: must be true, false or the number of proxies"],
  ])("stops on a wrong safety setting %o", (source, error) => {
    expect(parseEnv(source)).toEqual({ ok: false, error });
  });

  it.each([
    [{ OPENAI_API_KEY: "sk-test" }, "Invalid environment variable OPENAI_MODEL: is required with OPENAI_API_KEY"],
    [{ OPENAI_MODEL: "gpt-test" }, "Invalid environment variable OPENAI_API_KEY: is required with OPENAI_MODEL or OPENAI_BASE_URL"],
    [
      { OPENAI_API_KEY: "sk-test", OPENAI_MODEL: "m", OPENAI_BASE_URL: "ftp://models" },
      "Invalid environment variable OPENAI_BASE_URL: must be an http:// or https:// URL",
    ],
  ])("stops on a partial AI configuration %o", (source, error) => {
    expect(parseEnv(source)).toEqual({ ok: false, error });
  });

  it("reads a whole AI configuration", () => {
    expect(parsed({ OPENAI_API_KEY: "sk-test", OPENAI_MODEL: "m", OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" })).toMatchObject({
      OPENAI_MODEL: "m",
      OPENAI_BASE_URL: "http://127.0.0.1:11434/v1",
    });
  });

  it("reads the safety settings", () => {
    expect(
      parsed({ REDIS_URL: "redis://127.0.0.1:6379", TRUST_PROXY: "true", CORS_ORIGINS: "https://a.example, https://b.example" }),
    ).toMatchObject({
      REDIS_URL: "redis://127.0.0.1:6379",
      TRUST_PROXY: 1,
      CORS_ORIGINS: ["https://a.example", "https://b.example"],
    });
  });

  it("runs identity on the Auth emulator unless a service account is given", () => {
    expect(identityConfigFromEnv(parsed({}))).toEqual({ mode: "emulator", projectId: "demo-jobfit", emulatorHost: "127.0.0.1:9099" });
    expect(identityConfigFromEnv(parsed({ FIREBASE_AUTH_EMULATOR_HOST: "localhost:9199" }))).toMatchObject({
      emulatorHost: "localhost:9199",
    });
    const account = JSON.stringify({ project_id: "jobfit-prod", client_email: "api@jobfit-prod.iam", private_key: "-----KEY-----" });
    expect(identityConfigFromEnv(parsed({ FIREBASE_SERVICE_ACCOUNT: account, FIREBASE_WEB_API_KEY: "web-key" }))).toMatchObject({
      mode: "firebase",
      projectId: "jobfit-prod",
    });
  });

  it.each([
    [
      { FIREBASE_PROJECT_ID: "jobfit-prod" },
      "Invalid environment variable FIREBASE_SERVICE_ACCOUNT: is required for the Firebase project jobfit-prod (only demo- projects run on the emulator)",
    ],
    [
      { FIREBASE_SERVICE_ACCOUNT: "{not json" },
      "Invalid environment variable FIREBASE_SERVICE_ACCOUNT: must be the service account key as JSON",
    ],
    [{ FIREBASE_AUTH_EMULATOR_HOST: "localhost" }, "Invalid environment variable FIREBASE_AUTH_EMULATOR_HOST: must be host:port"],
    [
      { FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ project_id: "jobfit-prod", client_email: "api@jobfit-prod.iam", private_key: "k" }) },
      "Invalid environment variable FIREBASE_WEB_API_KEY: is required with FIREBASE_SERVICE_ACCOUNT",
    ],
  ])("stops on a partial or wrong identity configuration %o", (source, error) => {
    expect(parseEnv(source)).toEqual({ ok: false, error });
  });

  it("treats blank values as unset", () => {
    expect(parseEnv({ PORT: "", HOST: " " })).toMatchObject({ ok: true, value: { PORT: 8787, HOST: "127.0.0.1" } });
  });

  it("reads the port as a number", () => {
    expect(parseEnv({ PORT: "9000", NODE_ENV: "production" })).toMatchObject({ ok: true, value: { PORT: 9000, NODE_ENV: "production" } });
  });

  it("reads the database settings", () => {
    expect(parseEnv({ DATABASE_URL: "postgresql://app:secret@db.internal:5432/jobfit", DATA_DIR: "/var/lib/jobfit" })).toMatchObject({
      ok: true,
      value: { DATABASE_URL: "postgresql://app:secret@db.internal:5432/jobfit", DATA_DIR: "/var/lib/jobfit" },
    });
    expect(parseEnv({ DATABASE_URL: " ", DATA_DIR: "" })).toMatchObject({
      ok: true,
      value: { DATABASE_URL: undefined, DATA_DIR: undefined },
    });
  });

  it("never repeats a rejected DATABASE_URL, which may hold a password", () => {
    const result = parseEnv({ DATABASE_URL: "mysql://app:hunter2@db/jobfit" });
    expect(result).toEqual({ ok: false, error: "Invalid environment variable DATABASE_URL: must be a postgres:// or postgresql:// URL" });
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL"],
    [{ DATABASE_URL: "http://127.0.0.1:5432/jobfit" }, "DATABASE_URL"],
  ])("rejects %o with one line naming %s", (source, name) => {
    const result = parseEnv(source);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toContain(`Invalid environment variable ${name}`);
      expect(result.error).not.toContain("\n");
    }
  });
});
