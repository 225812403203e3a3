// `npm start`: the whole product on one machine with no accounts. Builds what is not built, starts the Firebase Auth
// emulator (the local identity provider) and then the API, which also serves the web app. Ctrl-C stops everything
// it started.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { root, run, setup } from "./setup.mjs";

const EMULATOR_HOST = "127.0.0.1";
const EMULATOR_PORT = 9099;

function portOpen(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function waitForPort(host, port, seconds) {
  for (let waited = 0; waited < seconds * 10; waited++) {
    if (await portOpen(host, port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

setup();
if (!existsSync(join(root, "web", "dist", "index.html"))) {
  console.log("start: building the web app");
  run("pnpm", ["--filter", "@jobfit/web", "build"]);
}

// Each child leads its own process group, so a signal reaches what it started too (the API's tsx under pnpm, the emulator's node).
const children = [];
function stopAll(signal = "SIGTERM") {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(signal));

if (await portOpen(EMULATOR_HOST, EMULATOR_PORT)) {
  console.log(`start: using the Firebase Auth emulator already on ${EMULATOR_HOST}:${EMULATOR_PORT}`);
} else {
  console.log("start: starting the Firebase Auth emulator (project demo-jobfit)");
  const emulator = spawn("pnpm", ["exec", "firebase", "emulators:start", "--only", "auth", "--project", "demo-jobfit"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  children.push(emulator);
  emulator.on("exit", (code) => {
    if (code !== 0 && code !== null) console.error(`start: the Auth emulator stopped (exit ${code})`);
    stopAll();
  });
  if (!(await waitForPort(EMULATOR_HOST, EMULATOR_PORT, 60))) {
    console.error("start: the Auth emulator did not come up within 60 s");
    stopAll();
    process.exit(1);
  }
}

// The API's own tsx, not `pnpm start`: pnpm reports a signal as a failure on every Ctrl-C.
const api = spawn(join(root, "api", "node_modules", ".bin", "tsx"), ["src/server.ts"], {
  cwd: join(root, "api"),
  stdio: "inherit",
  env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: `${EMULATOR_HOST}:${EMULATOR_PORT}` },
  detached: true,
});
children.push(api);
api.on("exit", (code, signal) => {
  stopAll();
  process.exit(code ?? (signal ? 0 : 1));
});
