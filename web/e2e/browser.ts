/**
 * Debian's Chromium (ENVIRONMENT.md): Playwright never downloads a browser here. Without one the suite skips loudly,
 * except in CI, where a missing browser fails the run.
 */
import { existsSync } from "node:fs";

export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const browserAvailable = existsSync(chromiumPath);

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
