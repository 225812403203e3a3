/**
 * The JobFit API, started for the test as `npm start` would (scripts/start.mjs): tsx api/src/server.ts on a free
 * port, its own throwaway data folder, against the Firebase Auth emulator the test command started.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const REPO = fileURLToPath(new URL("../../../", import.meta.url));
const STARTUP_SECONDS = 90;

export interface RunningApi {
  origin: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_SECONDS * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited during start-up:\n${output()}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer within ${STARTUP_SECONDS} s:\n${output()}`);
}

export async function startApi(emulatorHost: string): Promise<RunningApi> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "jobfit-e2e-api-"));
  const child = spawn(join(REPO, "api/node_modules/.bin/tsx"), [join(REPO, "api/src/server.ts")], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      DATABASE_URL: "",
      REDIS_URL: "",
      NODE_ENV: "development",
    },
    // Its own process group: tsx runs node as a child, and both are stopped together.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
