// `npm start`: the whole product on one machine with no accounts. Builds what is not built, then runs the API,
// which also serves the web app. Ctrl-C stops everything it started.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { root, run, setup } from "./setup.mjs";

setup();
if (!existsSync(join(root, "web", "dist", "index.html"))) {
  console.log("start: building the web app");
  run("pnpm", ["--filter", "@jobfit/web", "build"]);
}
const api = spawn("pnpm", ["--filter", "@jobfit/api", "start"], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => api.kill(signal));
}
api.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
