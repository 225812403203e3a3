import { defineConfig } from "@playwright/test";
import { browserAvailable, chromiumFlags, chromiumPath } from "./e2e/browser.ts";

if (!browserAvailable) {
  const message = `No Chromium at ${chromiumPath} (apt-get install -y chromium, or set CHROME_PATH).`;
  if (process.env.CI === "true") throw new Error(`${message} CI requires the browser tests.`);
  console.warn(`\n!!! SKIPPING the web end-to-end tests: ${message}\n`);
}

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: browserAvailable ? "./e2e/stack.ts" : undefined,
  // Without a browser nothing runs (said loudly above); CI never gets here without one.
  testIgnore: browserAvailable ? [] : ["**/*"],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI === "true" ? [["line"]] : [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    headless: true,
    trace: "off",
    screenshot: "only-on-failure",
  },
  outputDir: "e2e/.results",
});
