import { describe, expect, it } from "vitest";
import { docxBytes, pngBytes, singleColumnPdf } from "../test/documents.ts";
import { extractResume, UPLOAD_LIMITS } from "./extract.ts";

const OLE_HEADER = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

describe("extractResume", () => {
  it("has the limits of the spec and the architecture: 5 MB, 20 pages, 5 seconds", () => {
    expect(UPLOAD_LIMITS).toEqual({ maxBytes: 5_242_880, maxPages: 20, timeoutMs: 5000 });
  });

  it.each([
    ["a PDF", () => singleColumnPdf(), "pdf"],
    ["a DOCX", () => docxBytes({ paragraphs: ["Jordan Avery"] }), "docx"],
    ["a text file", async () => Buffer.from("Jordan Avery\nBackend engineer"), "txt"],
  ])("reads %s by its bytes", async (_, make, fileType) => {
    const result = await extractResume(await make());
    expect(result.ok && result.value.layout.fileType).toBe(fileType);
  });

  it("refuses a file over the size limit before parsing it", async () => {
    const result = await extractResume(Buffer.alloc(101, 0x41), { maxBytes: 100 });
    expect(result).toEqual({ ok: false, error: { kind: "too_large", message: "File is larger than 100 bytes" } });
  });

  it.each([
    ["a PNG", pngBytes(4, 4)],
    ["a legacy Word .doc (OLE)", Buffer.concat([OLE_HEADER, Buffer.alloc(504), Buffer.from("WordDocument", "utf16le")])],
  ])("refuses %s as the wrong type", async (_, bytes) => {
    expect(await extractResume(bytes)).toEqual({
      ok: false,
      error: { kind: "unsupported_type", message: "File type must be PDF, DOCX or TXT" },
    });
  });

  it("says a password-protected Word file is protected, rather than the wrong type", async () => {
    const encrypted = Buffer.concat([OLE_HEADER, Buffer.alloc(504), Buffer.from("EncryptedPackage", "utf16le")]);
    const result = await extractResume(encrypted);
    expect(!result.ok && result.error).toEqual({
      kind: "unprocessable",
      message: "This Word file is password-protected — save a copy without a password and upload that",
    });
  });

  it("stops parsing at the time limit", async () => {
    expect(await extractResume(await singleColumnPdf(), { timeoutMs: 1 })).toEqual({
      ok: false,
      error: { kind: "unprocessable", message: "Reading this file took longer than 0.001 seconds" },
    });
  });

  it("refuses more text than an analysis accepts", async () => {
    const result = await extractResume(Buffer.from("word ".repeat(20_001)));
    expect(!result.ok && result.error).toEqual({
      kind: "unprocessable",
      message: "This file holds 100005 characters of text; the limit is 100000",
    });
  });
});
