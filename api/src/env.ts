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

const isRedisUrl = (value: string) => {
  try {
    return ["redis:", "rediss:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
/** An origin exactly as a browser sends it: scheme, host and port, no path or trailing slash. */
const isOrigin = (value: string) => {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
};
const commaList = (item: z.ZodString) =>
  z
    .string()
    .transform((text) =>
      text
        .split(",")
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ""),
    )
    .pipe(z.array(item).min(1));
const booleanFlag = z.enum(["true", "false"]).transform((value) => value === "true");

export const envSchema = z
  .object({
    PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(65_535).default(8787)),
    HOST: z.preprocess(blankAsUnset, z.string().default("127.0.0.1")),
    NODE_ENV: z.preprocess(blankAsUnset, z.enum(["development", "production", "test"]).default("development")),
    /** PostgreSQL when set; otherwise the embedded PGlite. The message never echoes the value: it may hold a password. */
    DATABASE_URL: z.preprocess(blankAsUnset, z.string().refine(isPostgresUrl, "must be a postgres:// or postgresql:// URL").optional()),
    /** The local data folder (PGlite lives in its pglite/ subfolder); relative paths are from the repo root. Default .data */
    DATA_DIR: z.preprocess(blankAsUnset, z.string().optional()),
    /** Rate limits shared by every instance; without it, each process counts its own. Never echoed: it may hold a password. */
    REDIS_URL: z.preprocess(blankAsUnset, z.string().refine(isRedisUrl, "must be a redis:// or rediss:// URL").optional()),
    /** How many proxies of ours stand in front of the API ("true" is one); X-Forwarded-For is ignored at 0 (the default). */
    TRUST_PROXY: z.preprocess(
      (value) => {
        const set = blankAsUnset(value);
        return set === "true" ? 1 : set === "false" ? 0 : set;
      },
      z.coerce.number({ error: "must be true, false or the number of proxies" }).int().min(0).max(10).default(0),
    ),
    /** Web origins allowed by CORS, comma-separated (default: http://127.0.0.1:PORT and http://localhost:PORT). */
    CORS_ORIGINS: z.preprocess(
      blankAsUnset,
      commaList(z.string().refine(isOrigin, "must be origins such as https://jobfit.example, separated by commas")).optional(),
    ),
    /** Browser-extension ids allowed by CORS: Chrome's 32 letters a-p, or Firefox's UUID. */
    CORS_EXTENSION_IDS: z.preprocess(
      blankAsUnset,
      commaList(
        z
          .string()
          .regex(
            /^(?:[a-p]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/,
            "must be extension ids (32 letters a-p, or a UUID), separated by commas",
          ),
      ).optional(),
    ),
    /** Allow any extension origin (default: true outside production, false in production). */
    CORS_ANY_EXTENSION: z.preprocess(blankAsUnset, booleanFlag.optional()),
    /** Requests per minute: every call per client address, calls per signed-in user, and each expensive call
     *  (analyze, upload, optimize, export, import) per address. Defaults suit one person; load tests raise them. */
    RATE_LIMIT_PER_IP: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).optional()),
    RATE_LIMIT_PER_USER: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).optional()),
    RATE_LIMIT_EXPENSIVE_PER_IP: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).optional()),
    /** AI rewriting by any OpenAI-compatible endpoint; without a key, core's local rewriter. Never echoed. */
    OPENAI_API_KEY: z.preprocess(blankAsUnset, z.string().optional()),
    /** Another OpenAI-compatible server (a gateway, a local model); the OpenAI API when unset. */
    OPENAI_BASE_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional()),
    OPENAI_MODEL: z.preprocess(blankAsUnset, z.string().optional()),
    /** The local identity provider: the Firebase Auth emulator's host:port (default 127.0.0.1:9099). */
    FIREBASE_AUTH_EMULATOR_HOST: z.preprocess(
      blankAsUnset,
      z
        .string()
        .regex(/^[\w.-]+:\d+$/, "must be host:port")
        .optional(),
    ),
    /** The Firebase project; a demo- project needs no credentials and only works with the emulator. */
    FIREBASE_PROJECT_ID: z.preprocess(blankAsUnset, z.string().default("demo-jobfit")),
    /** Real Firebase: the web app's public config (the Firebase console's "Web API key" and auth domain). */
    FIREBASE_WEB_API_KEY: z.preprocess(blankAsUnset, z.string().optional()),
    FIREBASE_AUTH_DOMAIN: z.preprocess(blankAsUnset, z.string().optional()),
    /** Real Firebase: the service account key JSON. Its presence selects production identity. */
    FIREBASE_SERVICE_ACCOUNT: z.preprocess(
      blankAsUnset,
      z
        .string()
        .transform((text, ctx) => {
          try {
            return JSON.parse(text) as unknown;
          } catch {
            ctx.addIssue({ code: "custom", message: "must be the service account key as JSON" });
            return z.NEVER;
          }
        })
        .pipe(z.object({ project_id: z.string().min(1), client_email: z.string().min(1), private_key: z.string().min(1) }))
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    // An AI configuration is whole or absent: a key needs a model, a model or server needs a key.
    if (env.OPENAI_API_KEY && !env.OPENAI_MODEL) {
      ctx.addIssue({ code: "custom", path: ["OPENAI_MODEL"], message: "is required with OPENAI_API_KEY" });
    }
    if (!env.OPENAI_API_KEY && (env.OPENAI_MODEL || env.OPENAI_BASE_URL)) {
      ctx.addIssue({ code: "custom", path: ["OPENAI_API_KEY"], message: "is required with OPENAI_MODEL or OPENAI_BASE_URL" });
    }
    // The browser signs in to real Firebase with the web API key; without it only the server half would work.
    if (env.FIREBASE_SERVICE_ACCOUNT && !env.FIREBASE_WEB_API_KEY) {
      ctx.addIssue({ code: "custom", path: ["FIREBASE_WEB_API_KEY"], message: "is required with FIREBASE_SERVICE_ACCOUNT" });
    }
    // A real project without credentials is a partial configuration: stop rather than fail on the first sign-in.
    if (!env.FIREBASE_SERVICE_ACCOUNT && !env.FIREBASE_PROJECT_ID.startsWith("demo-")) {
      ctx.addIssue({
        code: "custom",
        path: ["FIREBASE_SERVICE_ACCOUNT"],
        message: `is required for the Firebase project ${env.FIREBASE_PROJECT_ID} (only demo- projects run on the emulator)`,
      });
    }
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
