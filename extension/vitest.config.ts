import { defineConfig } from "vitest/config";
import { WxtVitest } from "wxt/testing/vitest-plugin";

export default defineConfig({
  // WxtVitest swaps wxt/browser for an in-memory fake (fakeBrowser), so storage and messaging run in Node.
  plugins: [WxtVitest()],
  test: { include: ["src/**/*.test.{ts,tsx}"], environment: "node", setupFiles: ["src/test/setup.ts"] },
});
