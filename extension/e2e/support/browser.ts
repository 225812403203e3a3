/**
 * Debian's Chromium with the e2e build of the extension loaded unpacked (ENVIRONMENT.md, "Browser tests"). Where no
 * browser is installed the tests skip with a loud message; with CI=true a missing browser fails the run.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BrowserContext, chromium, type Worker } from "@playwright/test";
// The same Debian Chromium and launch flags as the web app's browser tests (ENVIRONMENT.md).
import { chromiumFlags, chromiumPath } from "../../../web/e2e/browser.ts";

export const E2E_BUILD_DIR = fileURLToPath(new URL("../../.output/chrome-mv3-e2e", import.meta.url));
export const IN_CI = process.env.CI === "true";

/** Why the browser tests cannot run here, or null when they can. */
export function browserProblem(): string | null {
  if (!existsSync(chromiumPath)) return `no Chromium at ${chromiumPath} (apt-get install -y chromium, or set CHROME_PATH)`;
  if (!existsSync(join(E2E_BUILD_DIR, "manifest.json")))
    return `no e2e build at ${E2E_BUILD_DIR} (pnpm --filter @jobfit/extension build:e2e)`;
  return null;
}

/** Say loudly why the browser tests do not run; fail instead in CI, where they are required. */
export function requireBrowser(skip: (condition: boolean, reason: string) => void): void {
  const problem = browserProblem();
  if (problem === null) return;
  if (IN_CI) throw new Error(`The extension's browser tests are required in CI, but ${problem}`);
  console.warn(`\n!!! SKIPPING the extension's browser tests: ${problem} !!!\n`);
  skip(true, problem);
}

export interface LoadedExtension {
  context: BrowserContext;
  /** The extension's service worker: its console is chrome.* with the extension's own permissions. */
  worker: Worker;
  extensionId: string;
  close(): Promise<void>;
}

/**
 * `boardHosts` are served by the test's HTTPS server: the browser resolves them to 127.0.0.1:`boardPort` and every other
 * name to nothing, so no request leaves the machine, and the saved pages load at their real job-board addresses.
 */
export async function launchWithExtension({ boardHosts = [], boardPort }: { boardHosts?: string[]; boardPort?: number } = {}) {
  const userDataDir = mkdtempSync(join(tmpdir(), "jobfit-e2e-profile-"));
  const rules = [...boardHosts.map((host) => `MAP ${host} 127.0.0.1:${boardPort}`), "MAP * ~NOTFOUND", "EXCLUDE 127.0.0.1"];
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    ignoreHTTPSErrors: true,
    args: [
      ...chromiumFlags,
      `--disable-extensions-except=${E2E_BUILD_DIR}`,
      `--load-extension=${E2E_BUILD_DIR}`,
      `--host-resolver-rules=${rules.join(", ")}`,
      // The saved board pages are served with a throwaway self-signed certificate.
      "--ignore-certificate-errors",
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    worker,
    extensionId,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  } satisfies LoadedExtension;
}
