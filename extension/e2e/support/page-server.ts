/**
 * Serves saved job pages to the browser: plain HTTP on 127.0.0.1 (any page, read on demand), and HTTPS for pages saved
 * from job boards, answered at their real addresses (the browser maps the boards' names to this server).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const SCRAPER_FIXTURES = fileURLToPath(new URL("../../src/scrapers/fixtures/", import.meta.url));
export const E2E_PAGES = fileURLToPath(new URL("../pages/", import.meta.url));

export interface PageServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The HTTPS port the board hosts are mapped to. */
  boardPort: number;
  /** Serve `file` at `path` (on 127.0.0.1) or at `https://host/path` for a board's page. */
  serve(path: string, file: string, host?: string): void;
  close(): Promise<void>;
}

/** A certificate for this run only; the browser is told to accept it (--ignore-certificate-errors). */
function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "jobfit-e2e-tls-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=jobfit-e2e",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
}

export async function startPageServer(): Promise<PageServer> {
  const routes = new Map<string, string>();
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://placeholder");
    const host = (request.headers.host ?? "").replace(/:\d+$/, "");
    const file = routes.get(`${host}${url.pathname}`) ?? routes.get(url.pathname);
    if (file === undefined) {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
      return;
    }
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" }).end(readFileSync(file));
  };
  const http = createHttpServer(handler);
  const https = createHttpsServer(throwawayCertificate(), handler);
  const [httpPort, httpsPort] = await Promise.all([listen(http), listen(https)]);
  return {
    origin: `http://127.0.0.1:${httpPort}`,
    boardPort: httpsPort,
    serve(path, file, host) {
      routes.set(host === undefined ? path : `${host}${path}`, file);
    },
    async close() {
      await Promise.all([http, https].map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}
