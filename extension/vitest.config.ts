import { defineConfig } from "vitest/config";
import { WxtVitest } from "wxt/testing/vitest-plugin";
import { resolveDeployment } from "./src/config/deployment.ts";

export default defineConfig({
  // WxtVitest swaps wxt/browser for an in-memory fake (fakeBrowser), so storage and messaging run in Node.
  plugins: [WxtVitest()],
  // What wxt.config.ts bakes into a build: unit tests run as a development build against the local stack.
  define: { __JOBFIT_DEPLOYMENT__: JSON.stringify(resolveDeployment("development", {})) },
  test: { include: ["src/**/*.test.{ts,tsx}"], environment: "node", setupFiles: ["src/test/setup.ts"] },
});
