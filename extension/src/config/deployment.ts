/**
 * Where this build's JobFit lives and how far the extension may reach. Decided once at build time (wxt.config.ts
 * resolves it from the build mode and environment and bakes it in); pure, so the manifest and the code agree.
 */
import { z } from "zod";

export interface Deployment {
  /** WXT's build mode: "production", "development" (wxt dev) or "e2e". */
  mode: string;
  /** The API's origin: uploads, saved analyses, the AI optimizer, the sign-in configuration. */
  apiOrigin: string;
  /** The web app's origin: "Open in JobFit", the sign-in hand-off page, Upgrade Plan. */
  webOrigin: string;
  /**
   * Development and e2e builds only: every page on 127.0.0.1 (any port) is treated as a job board and as the web app,
   * and the API origin may be changed at run time, so tests serve saved pages and start the API on free ports.
   */
  localTesting: boolean;
}

/** What `npm start` serves: the API and, from the same origin, the web app. */
export const LOCAL_STACK_ORIGIN = "http://127.0.0.1:8787";
/** Any port on the loopback address; never in a production build. */
export const LOCAL_TESTING_PATTERN = "http://127.0.0.1/*";

const originSchema = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return ["http:", "https:"].includes(url.protocol) && url.origin === value;
    } catch {
      return false;
    }
  }, "must be an origin such as https://jobfit.example (scheme, host and port; no path or trailing slash)");

export interface DeploymentEnv {
  JOBFIT_API_ORIGIN?: string | undefined;
  JOBFIT_WEB_ORIGIN?: string | undefined;
}

/** Throws one line naming the wrong variable, so a bad build configuration stops the build. */
export function resolveDeployment(mode: string, env: DeploymentEnv): Deployment {
  const origin = (name: keyof DeploymentEnv): string | undefined => {
    const value = env[name]?.trim();
    if (!value) return undefined;
    const parsed = originSchema.safeParse(value);
    if (!parsed.success) throw new Error(`Invalid ${name}: ${parsed.error.issues[0]?.message ?? "not an origin"}`);
    return parsed.data;
  };
  const apiOrigin = origin("JOBFIT_API_ORIGIN") ?? LOCAL_STACK_ORIGIN;
  // The API serves the web app, so by default both share an origin.
  const webOrigin = origin("JOBFIT_WEB_ORIGIN") ?? apiOrigin;
  return { mode, apiOrigin, webOrigin, localTesting: mode !== "production" };
}

/** The match pattern of every page of one origin. */
export function originPattern(origin: string): string {
  const url = new URL(origin);
  // Match patterns take no default port; an explicit one is kept.
  return `${url.protocol}//${url.host}/*`;
}

function unique(patterns: readonly string[]): string[] {
  return [...new Set(patterns)];
}

/** Hosts the extension's own pages call: the API (and, in local builds, everything on 127.0.0.1). */
export function apiHostPermissions(deployment: Deployment): string[] {
  return unique([originPattern(deployment.apiOrigin), ...(deployment.localTesting ? [LOCAL_TESTING_PATTERN] : [])]);
}

/** Where the sign-in hand-off content script listens: the web app's pages. */
export function webAppMatchPatterns(deployment: Deployment): string[] {
  return unique([originPattern(deployment.webOrigin), ...(deployment.localTesting ? [LOCAL_TESTING_PATTERN] : [])]);
}

/** Where the posting is read without a click: the job boards, and saved pages served locally in local builds. */
export function jobPageMatchPatterns(deployment: Deployment, jobBoardPatterns: readonly string[]): string[] {
  return unique([...jobBoardPatterns, ...(deployment.localTesting ? [LOCAL_TESTING_PATTERN] : [])]);
}
