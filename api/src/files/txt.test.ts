import { describe, expect, it } from "vitest";
import { extractTxt } from "./txt.ts";

const resume = "Jordan Avery — résumé\nBackend engineer, Zürich\n• TypeScript, Node.js";
const utf16be = (text: string): Buffer => Buffer.from(text, "utf16le").swap16();

describe("extractTxt", () => {
  it.each([
    ["UTF-8", Buffer.from(resume, "utf8")],
    ["UTF-8 with a BOM, which is dropped", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(resume, "utf8")])],
    ["UTF-16LE with a BOM", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(resume, "utf16le")])],
    ["UTF-16BE with a BOM", Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(resume)])],
    ["UTF-16LE without a BOM", Buffer.from(resume, "utf16le")],
    ["UTF-16BE without a BOM", utf16be(resume)],
  ])("decodes %s", (_, bytes) => {
    expect(extractTxt(bytes)).toEqual({ ok: true, value: { text: resume, layout: { fileType: "txt" } } });
  });

  it("reads bytes that are not UTF-8 as Windows-1252, as older Windows editors saved them", () => {
    const result = extractTxt(Buffer.from([0x52, 0xe9, 0x73, 0x75, 0x6d, 0xe9, 0x20, 0x93, 0x41, 0x94]));
    expect(result.ok && result.value.text).toBe("Résumé “A”");
  });

  it("normalizes CRLF and CR line endings to LF", () => {
    const result = extractTxt(Buffer.from("one\r\ntwo\rthree\n"));
    expect(result.ok && result.value.text).toBe("one\ntwo\nthree\n");
  });

  it.each([
    ["NUL bytes in text that is not UTF-16", Buffer.from([0x4a, 0x6f, 0x00, 0x72, 0x64, 0x00, 0x00, 0x61, 0x6e, 0x00, 0x00, 0x00])],
    ["control characters throughout", Buffer.from(Array.from({ length: 400 }, (_, i) => (i % 3 === 0 ? 0x01 : 0x41)))],
  ])("refuses binary content: %s", (_, bytes) => {
    expect(extractTxt(bytes)).toEqual({ ok: false, error: { kind: "unsupported_type", message: "File type must be PDF, DOCX or TXT" } });
  });

  it("refuses a file with no text", () => {
    expect(extractTxt(Buffer.from(" \n\t\n"))).toEqual({ ok: false, error: { kind: "unprocessable", message: "This file has no text" } });
  });
});
