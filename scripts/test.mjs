// `npm test`: every check the project has, in the order that fails fastest. Exits non-zero on the first failure.
import { run, setup } from "./setup.mjs";

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
  ["builds", "pnpm", ["-r", "--workspace-concurrency=1", "build"]],
];
const started = Date.now();
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}`);
  run(command, args);
}
console.log(`\nall checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
