// `npm start`: the whole product on one machine with no accounts. Builds what is not built, starts the Firebase Auth
// emulator (the local identity provider) and then the API, which also serves the web app. Ctrl-C stops everything
// it started.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { connect } from "node:net";
import { join, resolve } from "node:path";
import { root, run, setup } from "./setup.mjs";

const EMULATOR_HOST = "127.0.0.1";
// The same data folder the API uses (DATA_DIR, default .data; relative to the repo root).
const dataDir = resolve(root, process.env.DATA_DIR ?? ".data");
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

// Each child leads its own process group. The API gets the signal as a group (tsx and the node it runs); the
// emulator gets exactly one SIGINT, since a second one makes firebase-tools quit without exporting its accounts.
const children = [];
let stopping = false;
function stopAll(signal = "SIGTERM") {
  stopping = true;
  for (const { child, wholeGroup } of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(wholeGroup ? -child.pid : child.pid, wholeGroup ? signal : "SIGINT");
    } catch {
      // Already gone.
    }
  }
}
function exitWhenAllStopped(code) {
  const running = children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(code);
  for (const { child } of running) child.once("exit", () => exitWhenAllStopped(code));
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(signal));

if (await portOpen(EMULATOR_HOST, EMULATOR_PORT)) {
  console.log(`start: using the Firebase Auth emulator already on ${EMULATOR_HOST}:${EMULATOR_PORT}`);
} else {
  // The emulator keeps accounts in memory: export them on exit and import them next time, so a returning user keeps
  // the same uid and finds their saved analyses (they live in the database under that uid).
  const accounts = join(dataDir, "firebase-auth");
  const persistence = [
    ...(existsSync(join(accounts, "firebase-export-metadata.json")) ? ["--import", accounts] : []),
    `--export-on-exit=${accounts}`,
  ];
  console.log("start: starting the Firebase Auth emulator (project demo-jobfit)");
  const firebase = join(root, "node_modules", ".bin", "firebase");
  const emulator = spawn(firebase, ["emulators:start", "--only", "auth", "--project", "demo-jobfit", ...persistence], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  children.push({ child: emulator, wholeGroup: false });
  emulator.on("exit", (code) => {
    if (!stopping) {
      console.error(`start: the Auth emulator stopped (exit ${code})`);
      stopAll();
    }
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
children.push({ child: api, wholeGroup: true });
api.on("exit", (code, signal) => {
  if (!stopping) stopAll();
  exitWhenAllStopped(code ?? (signal ? 0 : 1));
});
