import { describe, expect, it } from "vitest";
import { isEncryptedOfficeFile, sniffFileType } from "./sniff.ts";

const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))));

describe("sniffFileType", () => {
  it.each([
    ["a PDF header", bytes("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj"), "pdf"],
    ["a PDF header after leading junk, as Acrobat accepts", bytes("\r\n".repeat(100), "%PDF-1.4\n"), "pdf"],
    ["a ZIP local file header (a DOCX candidate)", bytes([0x50, 0x4b, 0x03, 0x04, 20, 0]), "zip"],
    ["an OLE compound file (.doc)", bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), "ole"],
    ["a PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), "other"],
    ["a JPEG", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]), "other"],
    ["a GIF", bytes("GIF89a", [1, 0, 1, 0]), "other"],
    ["an RTF document", bytes("{\\rtf1\\ansi Jordan Avery}"), "other"],
    ["a Windows executable", bytes("MZ", [0x90, 0, 3, 0]), "other"],
    ["text that starts like a BMP header", bytes("BMW service technician, 8 years"), "text"],
    ["plain text", bytes("Jordan Avery\nBackend engineer"), "text"],
    ["an empty file", bytes(""), "text"],
  ])("recognises %s", (_, input, expected) => {
    expect(sniffFileType(input)).toBe(expected);
  });

  it("ignores a PDF header past the first 1024 bytes", () => {
    expect(sniffFileType(bytes("x".repeat(1024), "%PDF-1.7"))).toBe("text");
  });
});

describe("isEncryptedOfficeFile", () => {
  it("finds the EncryptedPackage stream name that password-protected Office files carry", () => {
    const ole = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], "\0".repeat(64));
    expect(isEncryptedOfficeFile(Buffer.concat([ole, Buffer.from("EncryptedPackage", "utf16le")]))).toBe(true);
    expect(isEncryptedOfficeFile(Buffer.concat([ole, Buffer.from("WordDocument", "utf16le")]))).toBe(false);
  });
});
