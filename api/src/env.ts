/** The API's environment, parsed once at start-up. Nothing else reads process.env. */
import { z } from "zod";

const blankAsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const isPostgresUrl = (value: string) => {
  try {
    return ["postgres:", "postgresql:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export const envSchema = z.object({
  PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(65_535).default(8787)),
  HOST: z.preprocess(blankAsUnset, z.string().default("127.0.0.1")),
  NODE_ENV: z.preprocess(blankAsUnset, z.enum(["development", "production", "test"]).default("development")),
  /** PostgreSQL when set; otherwise the embedded PGlite. The message never echoes the value: it may hold a password. */
  DATABASE_URL: z.preprocess(blankAsUnset, z.string().refine(isPostgresUrl, "must be a postgres:// or postgresql:// URL").optional()),
  /** The local data folder (PGlite lives in its pglite/ subfolder); relative paths are from the repo root. Default .data */
  DATA_DIR: z.preprocess(blankAsUnset, z.string().optional()),
});
export type Env = z.infer<typeof envSchema>;

export type EnvResult = { ok: true; value: Env } | { ok: false; error: string };

/** One line naming the first wrong variable, so a bad configuration is fixed at a glance. */
export function parseEnv(source: Record<string, string | undefined>): EnvResult {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const name = issue?.path.join(".") ?? "environment";
  return { ok: false, error: `Invalid environment variable ${name}: ${issue?.message ?? "invalid"}` };
}

function loadEnv(): Env {
  const result = parseEnv(process.env);
  if (!result.ok) {
    console.error(result.error);
    process.exit(1);
  }
  return result.value;
}

export const env = loadEnv();
