import { defineConfig } from "vitest/config";

// The root project holds the evaluation's own tests; each package runs its tests with its own config.
export default defineConfig({
  test: { include: ["eval/**/*.test.ts", "bench/**/*.test.ts"] },
});
