import { describe, expect, it } from "vitest";
import { deflatedZeros, zipBytes } from "../test/documents.ts";
import { DEFAULT_ZIP_LIMITS, openZip } from "./zip.ts";

const MB = 1024 * 1024;

describe("openZip", () => {
  it("reads stored and deflated entries", () => {
    const archive = openZip(
      zipBytes([
        { name: "stored.txt", data: Buffer.from("kept as is"), stored: true },
        { name: "word/document.xml", data: Buffer.from("<w:document>deflated</w:document>".repeat(50)) },
      ]),
    );
    if (!archive.ok) throw new Error(archive.error.message);
    expect(archive.value.names).toEqual(["stored.txt", "word/document.xml"]);
    expect(archive.value.read("stored.txt")).toEqual({ ok: true, value: Buffer.from("kept as is") });
    const document = archive.value.read("word/document.xml");
    expect(document.ok && document.value.toString()).toBe("<w:document>deflated</w:document>".repeat(50));
  });

  it("refuses an archive with more entries than the limit, before inflating any", () => {
    const entries = Array.from({ length: 11 }, (_, i) => ({ name: `part${i}.xml`, data: Buffer.from("x") }));
    const result = openZip(zipBytes(entries), { ...DEFAULT_ZIP_LIMITS, maxEntries: 10 });
    expect(result).toEqual({ ok: false, error: { kind: "limit", message: "The archive has 11 entries; the limit is 10" } });
  });

  it("refuses an entry that declares more than the per-entry limit", () => {
    const result = openZip(zipBytes([{ name: "word/document.xml", data: Buffer.from("x"), declaredSize: 2 ** 31 }]));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toEqual({
      kind: "limit",
      message: `The entry word/document.xml unpacks to ${2 ** 31} bytes; the limit is ${20 * MB}`,
    });
  });

  it("refuses entries that together declare more than the total limit", () => {
    const entries = Array.from({ length: 3 }, (_, i) => ({ name: `media/${i}.png`, data: Buffer.from("x"), declaredSize: 19 * MB }));
    const result = openZip(zipBytes(entries));
    expect(!result.ok && result.error.kind).toBe("limit");
  });

  it("stops inflating a bomb at the size its entry declares: 1 GB of zeros behind a 1 KB claim", () => {
    const bomb = deflatedZeros(1024);
    expect(bomb.length).toBeLessThan(2 * MB);
    const archive = openZip(zipBytes([{ name: "word/document.xml", data: Buffer.alloc(1024), compressed: bomb }]));
    if (!archive.ok) throw new Error(archive.error.message);
    expect(archive.value.read("word/document.xml")).toEqual({
      ok: false,
      error: { kind: "limit", message: "The entry word/document.xml unpacks to more than its declared 1024 bytes" },
    });
  });

  it("refuses an entry whose bytes fail their checksum", () => {
    const zip = zipBytes([{ name: "a.txt", data: Buffer.from("original"), stored: true }]);
    zip.write("altered", 30 + "a.txt".length, "latin1");
    const archive = openZip(zip);
    if (!archive.ok) throw new Error(archive.error.message);
    expect(archive.value.read("a.txt")).toEqual({ ok: false, error: { kind: "corrupt", message: "The entry a.txt fails its checksum" } });
  });

  it.each([
    ["a truncated archive", (zip: Buffer) => zip.subarray(0, zip.length - 30)],
    ["an archive that is too short", (zip: Buffer) => zip.subarray(0, 10)],
  ])("reports %s as corrupt", (_, damage) => {
    const result = openZip(damage(zipBytes([{ name: "a.txt", data: Buffer.from("hello") }])));
    expect(!result.ok && result.error.kind).toBe("corrupt");
  });
});
