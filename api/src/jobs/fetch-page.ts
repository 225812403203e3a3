/**
 * Fetches a job page for the importer without letting a user point the server at itself or its network (SSRF).
 * Each hop: http(s) only, an allowed port, the host resolved once and every address checked by the policy, then the
 * connection pinned to the checked address (so DNS rebinding cannot swap it). Redirects are followed by hand, at most
 * five, each checked the same way. The answer must be HTML and at most 2 MB after decompression; all of it within 8 s.
 */
import { lookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { pipeline, type Readable, type Transform } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { fail, ok, type Result } from "../files/result.ts";
import { type AddressPolicy, publicWebPolicy } from "./address-policy.ts";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to. Injected, so tests never touch real DNS. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export interface PageFetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

export interface PageFetchOptions {
  policy: AddressPolicy;
  resolveHost: ResolveHost;
  limits: PageFetchLimits;
}

export type PageFetchErrorKind =
  | "invalid_url"
  | "unsupported_scheme"
  | "not_allowed"
  | "timeout"
  | "too_large"
  | "not_html"
  | "too_many_redirects"
  | "unreachable";

export interface PageFetchError {
  kind: PageFetchErrorKind;
  message: string;
}

export interface FetchedPage {
  /** Where the page was finally found, after redirects. */
  url: string;
  html: string;
}

export type PageFetchResult = Result<FetchedPage, PageFetchError>;

export const PAGE_FETCH_LIMITS: PageFetchLimits = { maxBytes: 2 * 1024 * 1024, timeoutMs: 8000, maxRedirects: 5 };

/** All addresses (A and AAAA, /etc/hosts included), as the operating system would resolve them to connect. */
export const resolveWithDns: ResolveHost = async (hostname) => {
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

export const productionFetchOptions: PageFetchOptions = {
  policy: publicWebPolicy,
  resolveHost: resolveWithDns,
  limits: PAGE_FETCH_LIMITS,
};

export const PAGE_FETCH_MESSAGES = {
  invalid_url: "That is not a valid web address",
  unsupported_scheme: "Only http and https addresses can be imported",
  not_allowed: "That address is not allowed",
  timeout: "The page took too long to answer",
  too_large: "The page is too large",
  not_html: "That address is not a web page",
  too_many_redirects: "The page redirected too many times",
  unreachable: "Could not reach that page",
} as const satisfies Record<PageFetchErrorKind, string>;

const failure = (kind: PageFetchErrorKind, detail?: string): { ok: false; error: PageFetchError } =>
  fail({ kind, message: detail ? `${PAGE_FETCH_MESSAGES[kind]} (${detail})` : PAGE_FETCH_MESSAGES[kind] });

const HTML_MEDIA_TYPES = new Set(["text/html", "application/xhtml+xml"]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const REQUEST_HEADERS = {
  "User-Agent": "Mozilla/5.0 (compatible; JobFit job import)",
  Accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
  "Accept-Encoding": "gzip, deflate, br",
  "Accept-Language": "en;q=1, *;q=0.5",
};

function parseAddress(input: string, base?: URL): Result<URL, PageFetchError> {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    return failure("invalid_url");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    // A redirect to file:, ftp: or data: is refused as an address, not blamed on the caller's input.
    return base ? failure("not_allowed") : failure("unsupported_scheme");
  }
  return ok(url);
}

const bareHost = (url: URL): string => url.hostname.replace(/^\[|\]$/g, "");

/** Checks the port and every address the host resolves to; answers the one address to connect to. */
export async function resolveTarget(
  url: URL,
  options: Pick<PageFetchOptions, "policy" | "resolveHost">,
): Promise<Result<ResolvedAddress, PageFetchError>> {
  const port = url.port === "" ? (url.protocol === "https:" ? 443 : 80) : Number(url.port);
  if (!options.policy.allowsPort(port)) return failure("not_allowed");
  const host = bareHost(url);
  const literal = isIP(host);
  const addresses: ResolvedAddress[] = literal === 0 ? await options.resolveHost(host) : [{ address: host, family: literal === 6 ? 6 : 4 }];
  const [first] = addresses;
  if (first === undefined) return failure("unreachable");
  // One refused address refuses the host: a name that mixes public and private records is not used at all.
  if (!addresses.every(({ address }) => options.policy.allowsAddress(address))) return failure("not_allowed");
  return ok(first);
}

/** Node asks for one address or (with autoSelectFamily) for all: either way it gets only the address that was checked. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
}

function requestPage(url: URL, pinned: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const secure = url.protocol === "https:";
  const host = bareHost(url);
  const request = (secure ? https : http).request({
    host,
    port: url.port === "" ? undefined : Number(url.port),
    path: `${url.pathname}${url.search}`,
    method: "GET",
    headers: REQUEST_HEADERS,
    // A fresh agent per hop: no pooled socket from another request is reused.
    agent: false,
    lookup: pinnedLookup(pinned),
    signal,
    // The certificate is checked against the host name, while the socket goes to the pinned address.
    ...(secure && isIP(host) === 0 ? { servername: host } : {}),
  });
  return new Promise((resolve, reject) => {
    request.on("error", reject);
    request.on("response", (response) => {
      // Errors after the response are seen by whoever reads it; none may go unhandled.
      response.on("error", () => {});
      resolve(response);
    });
    request.end();
  });
}

function decompressorFor(encoding: string | undefined): Transform | "identity" | null {
  switch ((encoding ?? "").trim().toLowerCase()) {
    case "":
    case "identity":
      return "identity";
    case "gzip":
    case "x-gzip":
      return createGunzip();
    case "deflate":
      return createInflate();
    case "br":
      return createBrotliDecompress();
    default:
      return null;
  }
}

/** Reads at most maxBytes of decoded body; one byte more stops the download. */
async function readLimited(response: IncomingMessage, maxBytes: number): Promise<Result<Buffer, PageFetchError>> {
  const decompressor = decompressorFor(response.headers["content-encoding"]);
  if (decompressor === null) {
    response.destroy();
    return failure("unreachable", "unknown content encoding");
  }
  const source: Readable = decompressor === "identity" ? response : pipeline(response, decompressor, () => {});
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of source) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += buffer.length;
    if (total > maxBytes) {
      response.destroy();
      return failure("too_large");
    }
    chunks.push(buffer);
  }
  return ok(Buffer.concat(chunks, total));
}

const CHARSET_PARAMETER = /charset\s*=\s*["']?([\w.:-]+)/i;
const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i;

/** The encoding sniffing of the HTML standard, briefly: byte order mark, then the HTTP header, then a <meta> early on. */
function decodeHtml(bytes: Buffer, contentType: string | undefined): string {
  let label: string | undefined;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) label = "utf-8";
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) label = "utf-16be";
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) label = "utf-16le";
  label ??= contentType?.match(CHARSET_PARAMETER)?.[1] ?? bytes.subarray(0, 1024).toString("latin1").match(META_CHARSET)?.[1];
  try {
    return new TextDecoder(label ?? "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

/** A media type worth repeating in a message: a plain token pair, never arbitrary header text. */
function describeMediaType(mediaType: string): string | undefined {
  if (mediaType === "") return "it sent no content type";
  return /^[\w.+-]{1,60}\/[\w.+-]{1,60}$/.test(mediaType) ? `it sent ${mediaType}` : undefined;
}

async function readPage(response: IncomingMessage, url: URL, limits: PageFetchLimits): Promise<PageFetchResult> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status > 299) {
    response.destroy();
    return failure("unreachable", `it answered ${status}`);
  }
  const contentType = response.headers["content-type"];
  const mediaType = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!HTML_MEDIA_TYPES.has(mediaType)) {
    response.destroy();
    return failure("not_html", describeMediaType(mediaType));
  }
  if (Number(response.headers["content-length"]) > limits.maxBytes) {
    response.destroy();
    return failure("too_large");
  }
  const body = await readLimited(response, limits.maxBytes);
  if (!body.ok) return body;
  return ok({ url: url.href, html: decodeHtml(body.value, contentType) });
}

async function followRedirects(address: string, options: PageFetchOptions, signal: AbortSignal): Promise<PageFetchResult> {
  const start = parseAddress(address);
  if (!start.ok) return start;
  let url = start.value;
  for (let redirects = 0; ; redirects++) {
    const target = await resolveTarget(url, options);
    if (!target.ok) return target;
    if (signal.aborted) return failure("timeout");
    const response = await requestPage(url, target.value, signal);
    const location = response.headers.location;
    if (!REDIRECT_STATUSES.has(response.statusCode ?? 0) || location === undefined) return readPage(response, url, options.limits);
    response.destroy();
    if (redirects >= options.limits.maxRedirects) return failure("too_many_redirects");
    const next = parseAddress(location, url);
    if (!next.ok) return next;
    url = next.value;
  }
}

/** Fetches an HTML page under the policy; every expected failure is a value with a message for the user. */
export async function fetchPage(address: string, options: PageFetchOptions = productionFetchOptions): Promise<PageFetchResult> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<PageFetchResult>((resolve) => {
    timer = setTimeout(() => resolve(failure("timeout")), options.limits.timeoutMs);
  });
  const fetched = followRedirects(address, options, controller.signal).catch((): PageFetchResult => failure("unreachable"));
  try {
    return await Promise.race([fetched, timedOut]);
  } finally {
    clearTimeout(timer);
    // Whatever is still open (a slow DNS answer, a body no longer wanted) is closed now.
    controller.abort();
  }
}
