// `npm test`: every check the project has, in the order that fails fastest. Exits non-zero on the first failure.
import { readFileSync } from "node:fs";
import { run, setup } from "./setup.mjs";

// Vitest's summary ("Tests  12 passed (12)"), read from each suite's output to print one total at the end.
const COLOR_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
const SUMMARY = /Tests\s+(?:(\d+) failed \|\s+)?(\d+) passed/;
// Playwright's ("  42 passed (1.2m)").
const PLAYWRIGHT_SUMMARY = /^\s*(\d+) passed \(/m;

const extensionPackage = JSON.parse(readFileSync(new URL("../extension/package.json", import.meta.url), "utf8"));
const extensionHasEndToEndTests = Boolean(extensionPackage.scripts?.["test:e2e"]);

setup();
// The api suite runs on PGlite always, and again on PostgreSQL when DATABASE_URL names one (CI always does).
const databaseUrl = process.env.DATABASE_URL;
const steps = [
  ["lint and format", "pnpm", ["exec", "biome", "check", "."]],
  ["taxonomy data check", "pnpm", ["exec", "tsx", "core/src/cli/check-taxonomy.ts", "--quiet"]],
  ["type-check every package", "pnpm", ["-r", "--workspace-concurrency=1", "typecheck"]],
  ["type-check eval and bench", "pnpm", ["exec", "tsc", "-p", "tsconfig.json"]],
  ["core tests", "pnpm", ["--filter", "@jobfit/core", "test"]],
  ["api tests on PGlite (with the Firebase Auth emulator)", "pnpm", ["--filter", "@jobfit/api", "test"], { DATABASE_URL: undefined }],
  ...(databaseUrl
    ? [
        [
          "api tests on PostgreSQL (with the Firebase Auth emulator)",
          "pnpm",
          ["--filter", "@jobfit/api", "test"],
          { DATABASE_URL: databaseUrl },
        ],
      ]
    : []),
  ["web tests", "pnpm", ["--filter", "@jobfit/web", "test"]],
  ["extension tests", "pnpm", ["--filter", "@jobfit/extension", "test"]],
  ["eval and bench tests", "pnpm", ["exec", "vitest", "run"]],
  ["evaluation (figures for the record; targets are read by people)", "pnpm", ["-s", "eval"]],
  ["builds", "pnpm", ["-r", "--workspace-concurrency=1", "build"]],
  ["extension packages: Chrome and Firefox builds, zipped", "pnpm", ["--filter", "@jobfit/extension", "zip"]],
  // After the builds: Playwright drives Debian's Chromium against the built web app and the built extension.
  ["web end-to-end tests (Chromium, Auth emulator, API on PGlite)", "pnpm", ["--filter", "@jobfit/web", "test:e2e"]],
  ...(extensionHasEndToEndTests ? [["extension end-to-end tests (Chromium)", "pnpm", ["--filter", "@jobfit/extension", "test:e2e"]]] : []),
];
if (!databaseUrl) {
  if (process.env.CI === "true") {
    console.error("CI needs DATABASE_URL: the api suite must also run on PostgreSQL (.ci/run sets it)");
    process.exit(1);
  }
  console.warn("\n!!! DATABASE_URL is not set: the api suite runs on PGlite only, not on PostgreSQL !!!\n");
}

const started = Date.now();
let passed = 0;
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n=== ${name}`);
  const childEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
  const { stdout } = run(command, args, {
    stdio: ["inherit", "pipe", "inherit"],
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: childEnv,
  });
  process.stdout.write(stdout);
  const plain = stdout.replace(COLOR_CODES, "");
  const summary = plain.match(SUMMARY);
  const playwright = plain.match(PLAYWRIGHT_SUMMARY);
  if (summary) passed += Number(summary[2]);
  else if (playwright) passed += Number(playwright[1]);
}
console.log(`\nall checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, 0 failed`);
