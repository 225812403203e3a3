import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Migrates one PGlite template per run (cached in the temp folder) that each database test file starts from.
    globalSetup: ["src/test/pglite-template.ts"],
  },
});
