/**
 * Playwright's global setup: starts the whole product as `npm start` would, on free ports so several runs (and a
 * developer's own `npm start`) never collide: a Firebase Auth emulator with its own config, then the API on a fresh
 * PGlite folder, serving the built web app. The web app learns the emulator's address from GET /api/client-config.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = resolve(fileURLToPath(new URL("../..", import.meta.url)));

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolvePort(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForHttp(url: string, seconds: number, child: ChildProcess, name: string, output: () => string): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it was ready:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} was not ready at ${url} after ${seconds} s:\n${output()}`);
}

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  let output = "";
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  child.stdout?.on("data", (chunk) => {
    output = (output + chunk).slice(-20_000);
  });
  child.stderr?.on("data", (chunk) => {
    output = (output + chunk).slice(-20_000);
  });
  return { child, output: () => output, name };
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-(child.pid as number), "SIGKILL");
      } catch {}
      done();
    }, 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      done();
    });
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      done();
    }
  });
}

export default async function startStack(): Promise<() => Promise<void>> {
  if (!existsSync(join(repoRoot, "web", "dist", "index.html"))) {
    throw new Error("web/dist is not built: run `pnpm --filter @jobfit/web build` before the end-to-end tests");
  }
  const workDir = mkdtempSync(join(tmpdir(), "jobfit-e2e-"));
  const [apiPort, authPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort(), await freePort()];

  const firebaseConfig = join(workDir, "firebase.json");
  writeFileSync(
    firebaseConfig,
    JSON.stringify({
      emulators: {
        auth: { host: "127.0.0.1", port: authPort },
        hub: { host: "127.0.0.1", port: hubPort },
        logging: { host: "127.0.0.1", port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const emulator = start(
    "Firebase Auth emulator",
    join(repoRoot, "node_modules", ".bin", "firebase"),
    ["emulators:start", "--only", "auth", "--project", "demo-jobfit", "--config", firebaseConfig],
    {},
  );
  await waitForHttp(`http://127.0.0.1:${authPort}/`, 60, emulator.child, emulator.name, emulator.output);

  const api = start("JobFit API", join(repoRoot, "api", "node_modules", ".bin", "tsx"), [join("api", "src", "server.ts")], {
    PORT: String(apiPort),
    HOST: "127.0.0.1",
    DATA_DIR: join(workDir, "data"),
    DATABASE_URL: "",
    REDIS_URL: "",
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
    FIREBASE_PROJECT_ID: "demo-jobfit",
    OPENAI_API_KEY: "",
    OPENAI_MODEL: "",
    OPENAI_BASE_URL: "",
    // Every test comes from 127.0.0.1; the defaults are for one person, not a test suite.
    RATE_LIMIT_PER_IP: "100000",
    RATE_LIMIT_PER_USER: "100000",
    RATE_LIMIT_EXPENSIVE_PER_IP: "100000",
  });
  const baseURL = `http://127.0.0.1:${apiPort}`;
  await waitForHttp(`${baseURL}/api/health`, 90, api.child, api.name, api.output);

  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_AUTH_EMULATOR = `127.0.0.1:${authPort}`;

  return async () => {
    await stop(api.child, "SIGTERM");
    await stop(emulator.child, "SIGINT");
    rmSync(workDir, { recursive: true, force: true });
  };
}
