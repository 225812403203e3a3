import { describe, expect, it } from "vitest";
import { type AddressKind, classifyAddress, publicWebPolicy } from "./address-policy.ts";

describe("classifyAddress", () => {
  it.each<[string, AddressKind]>([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "link-local"],
    ["100.64.0.1", "shared"],
    ["100.127.255.255", "shared"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["255.255.255.255", "reserved"],
    ["192.0.2.10", "reserved"],
    ["198.18.0.1", "reserved"],
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["febf:ffff::1", "link-local"],
    ["fc00::1", "unique-local"],
    ["fd12:3456:789a::1", "unique-local"],
    ["ff02::1", "multicast"],
    ["fec0::1", "private"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:10.1.2.3", "private"],
    ["::ffff:a9fe:a9fe", "link-local"],
    ["::ffff:192.168.0.1", "private"],
    ["::ffff:100.64.0.1", "shared"],
    ["::127.0.0.1", "reserved"],
    ["64:ff9b::7f00:1", "loopback"],
    ["64:ff9b::a00:1", "private"],
    ["64:ff9b:1::1", "private"],
    ["2002:7f00:1::", "loopback"],
    ["2002:c0a8:101::1", "private"],
    ["2001:db8::1", "reserved"],
    ["2001::1", "reserved"],
    ["[::1]", "loopback"],
    ["not an address", "invalid"],
    ["localhost", "invalid"],
  ])("classifies %s as %s", (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "1.1.1.1",
    "172.15.255.255",
    "172.32.0.1",
    "100.63.255.255",
    "100.128.0.1",
    "169.253.0.1",
    "11.0.0.1",
    "192.169.0.1",
    "2606:4700:4700::1111",
    "2a00:1450:4001:82a::200e",
    "::ffff:93.184.216.34",
    "64:ff9b::808:808",
    "2002:5db8:d822::1",
  ])("classifies %s as public", (address) => {
    expect(classifyAddress(address)).toBe("public");
  });
});

describe("publicWebPolicy (production)", () => {
  it.each([
    "127.0.0.1",
    "::1",
    "10.0.0.1",
    "172.16.5.4",
    "192.168.0.10",
    "169.254.169.254",
    "100.64.1.1",
    "fe80::1",
    "fd00::1",
    "::ffff:127.0.0.1",
    "0.0.0.0",
    "::",
  ])("refuses %s", (address) => {
    expect(publicWebPolicy.allowsAddress(address)).toBe(false);
  });

  it("allows a public address", () => {
    expect(publicWebPolicy.allowsAddress("93.184.216.34")).toBe(true);
    expect(publicWebPolicy.allowsAddress("2606:4700:4700::1111")).toBe(true);
  });

  it("allows the web's ports only", () => {
    expect([80, 443, 8080, 22, 25, 6379].map((port) => publicWebPolicy.allowsPort(port))).toEqual([true, true, false, false, false, false]);
  });
});
