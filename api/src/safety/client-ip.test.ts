import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp, rateLimitAddress } from "./client-ip.ts";

describe("rateLimitAddress", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["::1", "0:0:0:0::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:0DB8:0001:0002:0003:0004:0005:0006", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::ffff", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::ffff:1.2.3.4:5", "::ffff:1.2.3.4:5"],
  ])("keys %s as %s", (address, key) => {
    expect(rateLimitAddress(address)).toBe(key);
  });

  it("bounds what is not an address", () => {
    expect(rateLimitAddress("x".repeat(500))).toHaveLength(64);
  });
});

describe("clientIp", () => {
  const app = (trustProxy: number) => new Hono().get("/", (c) => c.json({ ip: clientIp(c, { trustProxy }) }));
  const ipOf = async (trustProxy: number, remoteAddress: string | null, forwarded?: string) => {
    const env = remoteAddress === null ? undefined : { incoming: { socket: { remoteAddress } } };
    const res = await app(trustProxy).request("/", { headers: forwarded ? { "X-Forwarded-For": forwarded } : {} }, env);
    return ((await res.json()) as { ip: string | null }).ip;
  };

  it.each([
    [0, "203.0.113.1", undefined, "203.0.113.1"],
    [0, "203.0.113.1", "198.51.100.1", "203.0.113.1"],
    [1, "10.0.0.1", "198.51.100.1", "198.51.100.1"],
    [1, "10.0.0.1", "6.6.6.6, 198.51.100.1", "198.51.100.1"],
    [2, "10.0.0.1", "6.6.6.6, 198.51.100.1, 10.0.0.2", "198.51.100.1"],
    [1, "10.0.0.1", undefined, "10.0.0.1"],
    [3, "10.0.0.1", "198.51.100.1", "198.51.100.1"],
  ])("trusting %i proxies, socket %s, X-Forwarded-For %s: %s", async (trustProxy, socket, forwarded, expected) => {
    expect(await ipOf(trustProxy, socket, forwarded)).toBe(expected);
  });

  it("is null without a socket and without a trusted header", async () => {
    expect(await ipOf(0, null, "198.51.100.1")).toBeNull();
  });
});
