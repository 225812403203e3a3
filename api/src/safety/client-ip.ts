/**
 * Who is calling, by address, for per-IP rate limits. The socket's address by default; `X-Forwarded-For` only when
 * the operator says how many proxies of theirs stand in front (TRUST_PROXY), because anyone can send that header.
 */
import { isIPv4, isIPv6 } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

export interface ClientIpOptions {
  /** How many proxies of ours each request passes through (0: none, X-Forwarded-For is ignored). */
  trustProxy: number;
}

/**
 * The caller's address as a rate-limit key, or null when the request came from no socket at all (an in-process
 * `app.request()` in tests): such a request has no remote client to limit.
 */
export function clientIp(c: Context, { trustProxy }: ClientIpOptions): string | null {
  const socket = socketAddress(c);
  if (trustProxy <= 0) return socket === null ? null : rateLimitAddress(socket);
  const forwarded = (c.req.header("X-Forwarded-For") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  // Each of our proxies appends the address it saw. Counting `trustProxy` hops back from the socket lands on the
  // address our outermost proxy saw; entries to its left are whatever the client chose to send.
  const chain = socket === null ? forwarded : [...forwarded, socket];
  const client = chain[Math.max(0, chain.length - 1 - trustProxy)];
  return client === undefined ? null : rateLimitAddress(client);
}

function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // No Node socket in the bindings: the app was called in-process.
    return null;
  }
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * One key per client: IPv4 as is (also when written IPv4-mapped), IPv6 by its /64 network, because one host is
 * usually given a whole /64 and could otherwise take a fresh address for every request.
 */
export function rateLimitAddress(address: string): string {
  const mapped = address.match(IPV4_MAPPED)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(address)) return address;
  const bare = address.split("%")[0] ?? address;
  if (isIPv6(bare)) {
    const groups = expandIpv6(bare);
    if (groups) return `${groups.slice(0, 4).join(":")}::/64`;
  }
  // Not an address (a misconfigured proxy): still a key, but a bounded one.
  return address.slice(0, 64);
}

/** The eight 16-bit groups of an IPv6 address, lower-case and without leading zeros. */
function expandIpv6(address: string): string[] | null {
  const [head = "", tail, ...rest] = address.toLowerCase().split("::");
  if (rest.length > 0) return null;
  const groupsOf = (part: string) => (part === "" ? [] : part.split(":").flatMap(groupsOfEmbeddedIpv4));
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

/** A trailing dotted quad (::1.2.3.4) stands for two groups. */
function groupsOfEmbeddedIpv4(group: string): string[] {
  if (!group.includes(".")) return [group];
  const bytes = group.split(".").map(Number);
  const [a = 0, b = 0, c = 0, d = 0] = bytes;
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
