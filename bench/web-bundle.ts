/**
 * The landing page's JavaScript budget (ARCHITECTURE.md section 10: 150 KB gzip), read from the built web app:
 * what index.html makes the browser download before the page is interactive (the entry script and the chunks it
 * preloads), and then, separately, each lazily loaded chunk (routes, Firebase Auth) for the record.
 *
 *   pnpm --filter @jobfit/web build && pnpm tsx bench/web-bundle.ts
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const LANDING_BUDGET_BYTES = 150 * 1024;
const dist = fileURLToPath(new URL("../web/dist", import.meta.url));

const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const html = readFileSync(join(dist, "index.html"), "utf8");
const initial = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/?([^"]+\.js)"/g)].map(
  (m) => m[1] as string,
);
if (initial.length === 0) throw new Error("web/dist/index.html names no script: build the web app first");

const initialSizes = initial.map((file) => ({ file, gzip: gzipSize(join(dist, file)) }));
const landingTotal = initialSizes.reduce((sum, { gzip }) => sum + gzip, 0);

console.log("Landing page JavaScript (downloaded before the page runs), gzip level 9:");
for (const { file, gzip } of initialSizes) console.log(`  ${kb(gzip).padStart(9)}  ${file}`);
console.log(
  `  ${kb(landingTotal).padStart(9)}  total — budget ${kb(LANDING_BUDGET_BYTES)}: ${landingTotal <= LANDING_BUDGET_BYTES ? "within" : "OVER"}`,
);

console.log("\nLoaded later, on demand (gzip):");
const initialSet = new Set(initial);
const lazy = readdirSync(join(dist, "assets"))
  .filter((name) => name.endsWith(".js") && !initialSet.has(`assets/${name}`))
  .map((name) => ({ name, gzip: gzipSize(join(dist, "assets", name)) }))
  .sort((a, b) => b.gzip - a.gzip);
for (const { name, gzip } of lazy) console.log(`  ${kb(gzip).padStart(9)}  ${name}`);
