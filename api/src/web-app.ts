/** Serves the built web app (web/dist): its files, and index.html for every other path so client routes work. */
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";

/** A path that names a file (has an extension) and is missing is a 404, not the app shell. */
const LOOKS_LIKE_FILE = /\/[^/]+\.[a-z0-9]+$/i;

export function createWebApp(distDir: string): Hono {
  return new Hono()
    .use(
      secureHeaders({
        contentSecurityPolicy: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", "data:"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
        },
      }),
    )
    .use("/assets/*", async (c, next) => {
      await next();
      // Vite puts a content hash in every asset name, so an asset never changes.
      if (c.res.status === 200) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    })
    .use("*", serveStatic({ root: distDir }))
    .get("*", async (c, next) => {
      if (LOOKS_LIKE_FILE.test(c.req.path)) return c.text("Not found", 404);
      c.header("Cache-Control", "no-cache");
      await next();
    })
    .get("*", serveStatic({ root: distDir, path: "index.html" }));
}
