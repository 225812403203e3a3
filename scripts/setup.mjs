// Makes a fresh machine with only Node 20+ ready: pnpm at the pinned version, then the workspace's dependencies.
// Shared by `npm start` and `npm test`; plain Node, no dependencies, so it runs before anything is installed.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pinned = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).packageManager.split("@")[1];

function pnpmVersion() {
  const result = spawnSync("pnpm", ["--version"], { encoding: "utf8", shell: process.platform === "win32" });
  return result.status === 0 ? result.stdout.trim() : null;
}

export function ensurePnpm() {
  const version = pnpmVersion();
  if (version === pinned) return;
  console.log(`setup: installing pnpm ${pinned} (found ${version ?? "none"})`);
  execFileSync("npm", ["install", "--global", `pnpm@${pinned}`], { stdio: "inherit" });
}

export function ensureDependencies() {
  const marker = join(root, "node_modules", ".modules.yaml");
  const lock = join(root, "pnpm-lock.yaml");
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log("setup: installing dependencies");
  run("pnpm", ["install", "--frozen-lockfile"]);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.status !== 0) {
    // Output captured for counting is still the reader's: show it before failing.
    if (typeof result.stdout === "string") process.stdout.write(result.stdout);
    console.error(`\n${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return result;
}

export function setup() {
  ensurePnpm();
  ensureDependencies();
}
