/** Serves the built web app (web/dist): its files, and index.html for every other path so client routes work. */
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { FirebaseIdentityConfig } from "./auth/firebase.ts";

/** A path that names a file (has an extension) and is missing is a 404, not the app shell. */
const LOOKS_LIKE_FILE = /\/[^/]+\.[a-z0-9]+$/i;

/** Origins outside this server the page must reach: the identity provider's endpoints and its sign-in frames. */
export interface WebAppOrigins {
  connect: string[];
  frame: string[];
}

/** The Firebase origins the browser talks to: the local emulator, or Google's identity endpoints and the auth domain. */
export function identityOrigins(identity: FirebaseIdentityConfig, authDomain?: string): WebAppOrigins {
  if (identity.mode === "emulator") return { connect: [`http://${identity.emulatorHost}`], frame: [] };
  return {
    connect: ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"],
    frame: [`https://${authDomain ?? `${identity.projectId}.firebaseapp.com`}`],
  };
}

export function createWebApp(distDir: string, origins: WebAppOrigins = { connect: [], frame: [] }): Hono {
  return new Hono()
    .use(
      secureHeaders({
        contentSecurityPolicy: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix's dialogs and menus inject a small <style> element (scroll locking); scripts stay 'self' only.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:"],
          connectSrc: ["'self'", ...origins.connect],
          frameSrc: origins.frame.length > 0 ? origins.frame : ["'none'"],
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
