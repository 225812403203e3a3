/**
 * Which addresses the job importer may connect to (ARCHITECTURE.md section 11, SSRF). Every address a host resolves to
 * is classified; only public unicast addresses on the web's own ports are allowed in production. IPv4 addresses written
 * inside IPv6 (mapped, NAT64, 6to4) are judged by the IPv4 address they carry.
 */
import { isIPv4, isIPv6 } from "node:net";

export type AddressKind =
  | "public"
  | "loopback"
  | "private"
  | "link-local"
  | "unique-local"
  | "shared"
  | "unspecified"
  | "multicast"
  | "reserved"
  | "invalid";

/** Decides, after DNS resolution, whether a connection may be made. Injected, so tests can allow their loopback server. */
export interface AddressPolicy {
  allowsAddress(address: string): boolean;
  allowsPort(port: number): boolean;
}

/** Production: public addresses only, on ports 80 and 443 (a job page never needs another; no probing other services). */
export const publicWebPolicy: AddressPolicy = {
  allowsAddress: (address) => classifyAddress(address) === "public",
  allowsPort: (port) => port === 80 || port === 443,
};

type Ipv4Range = readonly [first: number, prefixLength: number, kind: AddressKind];

const octets = (a: number, b: number, c: number, d: number): number => ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

/** IANA special-purpose IPv4 registry: everything here is refused. */
const IPV4_SPECIAL: readonly Ipv4Range[] = [
  [octets(0, 0, 0, 0), 8, "unspecified"],
  [octets(10, 0, 0, 0), 8, "private"],
  [octets(100, 64, 0, 0), 10, "shared"],
  [octets(127, 0, 0, 0), 8, "loopback"],
  [octets(169, 254, 0, 0), 16, "link-local"],
  [octets(172, 16, 0, 0), 12, "private"],
  [octets(192, 0, 0, 0), 24, "reserved"],
  [octets(192, 0, 2, 0), 24, "reserved"],
  [octets(192, 88, 99, 0), 24, "reserved"],
  [octets(192, 168, 0, 0), 16, "private"],
  [octets(198, 18, 0, 0), 15, "reserved"],
  [octets(198, 51, 100, 0), 24, "reserved"],
  [octets(203, 0, 113, 0), 24, "reserved"],
  [octets(224, 0, 0, 0), 4, "multicast"],
  [octets(240, 0, 0, 0), 4, "reserved"],
];

function parseIpv4(address: string): number {
  const [a = 0, b = 0, c = 0, d = 0] = address.split(".").map(Number);
  return octets(a, b, c, d);
}

function classifyIpv4(value: number): AddressKind {
  for (const [first, prefixLength, kind] of IPV4_SPECIAL) {
    const mask = prefixLength === 0 ? 0 : (0xffffffff << (32 - prefixLength)) >>> 0;
    if ((value & mask) >>> 0 === first) return kind;
  }
  return "public";
}

/** Eight 16-bit groups; the input is already known to be valid IPv6 (zone removed). */
function parseIpv6(address: string): number[] {
  const toGroups = (part: string): number[] => {
    if (part === "") return [];
    return part.split(":").flatMap((group) => {
      if (!group.includes(".")) return [Number.parseInt(group, 16)];
      const v4 = parseIpv4(group);
      return [v4 >>> 16, v4 & 0xffff];
    });
  };
  const [head = "", tail] = address.split("::");
  const left = toGroups(head);
  if (tail === undefined) return left;
  const right = toGroups(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4From = (high: number, low: number): number => ((high << 16) | low) >>> 0;

function classifyIpv6(groups: number[]): AddressKind {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0) {
    if (g5 === 0xffff) return classifyIpv4(ipv4From(g6, g7)); // ::ffff:a.b.c.d, IPv4-mapped
    if (g5 === 0 && g6 === 0 && g7 === 0) return "unspecified";
    if (g5 === 0 && g6 === 0 && g7 === 1) return "loopback";
    return "reserved"; // IPv4-compatible (deprecated) and SIIT forms
  }
  // NAT64 (64:ff9b::/96) reaches the IPv4 address it carries; the local-use prefix 64:ff9b:1::/48 is private.
  if (g0 === 0x64 && g1 === 0xff9b) {
    if (g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return classifyIpv4(ipv4From(g6, g7));
    return g2 === 1 ? "private" : "reserved";
  }
  if (g0 === 0x2002) return classifyIpv4(ipv4From(g1, g2)); // 6to4 carries an IPv4 address
  if ((g0 & 0xfe00) === 0xfc00) return "unique-local";
  if ((g0 & 0xffc0) === 0xfe80) return "link-local";
  if ((g0 & 0xffc0) === 0xfec0) return "private"; // site-local (deprecated)
  if ((g0 & 0xff00) === 0xff00) return "multicast";
  if (g0 === 0x2001 && g1 < 0x200) return "reserved"; // IETF protocol assignments, Teredo among them
  if (g0 === 0x2001 && g1 === 0xdb8) return "reserved"; // documentation
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return "reserved"; // discard-only
  // Only global unicast (2000::/3) is public; the rest of the space is unassigned.
  return (g0 & 0xe000) === 0x2000 ? "public" : "reserved";
}

/** What kind of address this is: "public" is the only kind the production policy connects to. */
export function classifyAddress(address: string): AddressKind {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (isIPv4(bare)) return classifyIpv4(parseIpv4(bare));
  if (isIPv6(bare)) return classifyIpv6(parseIpv6(bare));
  return "invalid";
}
