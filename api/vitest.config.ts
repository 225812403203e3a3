import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Integration tests spawn the CLI, run PGlite and call the Auth emulator: on a busy 2-core machine one can take
    // several seconds, which is slowness, not failure.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Migrates one PGlite template per run (cached in the temp folder) that each database test file starts from.
    globalSetup: ["src/test/pglite-template.ts"],
  },
});
