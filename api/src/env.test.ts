import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";

describe("parseEnv", () => {
  it("defaults to 127.0.0.1:8787 in development", () => {
    expect(parseEnv({})).toEqual({ ok: true, value: { PORT: 8787, HOST: "127.0.0.1", NODE_ENV: "development" } });
  });

  it("treats blank values as unset", () => {
    expect(parseEnv({ PORT: "", HOST: " " })).toMatchObject({ ok: true, value: { PORT: 8787, HOST: "127.0.0.1" } });
  });

  it("reads the port as a number", () => {
    expect(parseEnv({ PORT: "9000", NODE_ENV: "production" })).toMatchObject({ ok: true, value: { PORT: 9000, NODE_ENV: "production" } });
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
  ])("rejects %o with one line naming %s", (source, name) => {
    const result = parseEnv(source);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toContain(`Invalid environment variable ${name}`);
      expect(result.error).not.toContain("\n");
    }
  });
});
