import { defineConfig } from "@playwright/test";

// The built e2e extension (pnpm build:e2e) in Debian's Chromium: one browser at a time on this 2-core machine.
export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  workers: 1,
  fullyParallel: false,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  forbidOnly: process.env.CI === "true",
});
