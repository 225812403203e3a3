/**
 * Job pages for importer tests, served by a local HTTP server on 127.0.0.1 (never the internet), and the address
 * policy that lets the importer reach it: the production policy with loopback explicitly allowed, on any port.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type AddressPolicy, classifyAddress } from "../jobs/address-policy.ts";
import { PAGE_FETCH_LIMITS, type PageFetchLimits, type PageFetchOptions, type ResolveHost } from "../jobs/fetch-page.ts";

export const loopbackTestPolicy: AddressPolicy = {
  allowsAddress: (address) => ["public", "loopback"].includes(classifyAddress(address)),
  allowsPort: () => true,
};

/** A resolver from a fixed table: unknown names fail as DNS would, and nothing leaves the machine. */
export function fakeResolver(table: Record<string, string[]>): ResolveHost & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? (6 as const) : (4 as const) }));
  };
  return Object.assign(resolve, { calls });
}

export function testFetchOptions(overrides: { limits?: Partial<PageFetchLimits>; resolveHost?: ResolveHost } = {}): PageFetchOptions {
  return {
    policy: loopbackTestPolicy,
    resolveHost: overrides.resolveHost ?? fakeResolver({}),
    limits: { ...PAGE_FETCH_LIMITS, timeoutMs: 2000, ...overrides.limits },
  };
}

export interface PageServer {
  /** http://127.0.0.1:<port><path> */
  url(path?: string): string;
  port: number;
  /** Every request received: method, path and Host header. */
  requests: { method: string; path: string; host: string }[];
  close(): Promise<void>;
}

export type PageHandler = (request: IncomingMessage, response: ServerResponse) => void;

export async function startPageServer(handler: PageHandler): Promise<PageServer> {
  const requests: PageServer["requests"] = [];
  const server = createServer((request, response) => {
    requests.push({ method: request.method ?? "", path: request.url ?? "", host: request.headers.host ?? "" });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = "/") => `http://127.0.0.1:${port}${path}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Slow-server tests leave responses open: end them rather than wait.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendHtml(response: ServerResponse, html: string | Buffer, headers: Record<string, string> = {}): void {
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", ...headers });
  response.end(html);
}

/** A page whose JSON-LD blocks are written as publishers write them, "</" escaped inside strings. */
export function pageWithJsonLd(blocks: unknown[], body = "<h1>Careers</h1>"): string {
  const scripts = blocks
    .map((block) => `<script type="application/ld+json">${JSON.stringify(block).replaceAll("</", "<\\/")}</script>`)
    .join("\n");
  return `<!doctype html><html><head><title>Careers</title>${scripts}</head><body>${body}</body></html>`;
}
