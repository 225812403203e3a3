// `npm test`: every check the project has, in the order that fails fastest. Exits non-zero on the first failure.
import { run, setup } from "./setup.mjs";

// Vitest's summary ("Tests  12 passed (12)"), read from each suite's output to print one total at the end.
const COLOR_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
const SUMMARY = /Tests\s+(?:(\d+) failed \|\s+)?(\d+) passed/;

setup();
const steps = [
  ["lint and format", "pnpm", ["exec", "biome", "check", "."]],
  ["type-check every package", "pnpm", ["-r", "--workspace-concurrency=1", "typecheck"]],
  ["type-check eval and bench", "pnpm", ["exec", "tsc", "-p", "tsconfig.json"]],
  ["core tests", "pnpm", ["--filter", "@jobfit/core", "test"]],
  ["api tests", "pnpm", ["--filter", "@jobfit/api", "test"]],
  ["web tests", "pnpm", ["--filter", "@jobfit/web", "test"]],
  ["extension tests", "pnpm", ["--filter", "@jobfit/extension", "test"]],
  ["eval and bench tests", "pnpm", ["exec", "vitest", "run"]],
  ["evaluation (figures for the record; targets are read by people)", "pnpm", ["-s", "eval"]],
  ["builds", "pnpm", ["-r", "--workspace-concurrency=1", "build"]],
];
const started = Date.now();
let passed = 0;
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}`);
  const { stdout } = run(command, args, { stdio: ["inherit", "pipe", "inherit"], encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  process.stdout.write(stdout);
  const summary = stdout.replace(COLOR_CODES, "").match(SUMMARY);
  if (summary) passed += Number(summary[2]);
}
console.log(`\nall checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, 0 failed`);
