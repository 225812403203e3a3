import { describe, expect, it } from "vitest";
import { MAX_FILENAME_LENGTH, sanitizeFilename } from "./filename.ts";

describe("sanitizeFilename", () => {
  it.each([
    ["Jordan Avery Resume.pdf", "Jordan Avery Resume.pdf"],
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\jordan\\Documents\\resume.docx", "resume.docx"],
    ["  résumé.txt  ", "résumé.txt"],
    ["resume\u202Efdp.exe", "resumefdp.exe"],
    ["line\nbreak\t.pdf", "linebreak.pdf"],
    ["", "resume"],
    ["..", "resume"],
    ["folder/", "resume"],
  ])("turns %j into %j", (input, expected) => {
    expect(sanitizeFilename(input)).toBe(expected);
  });

  it(`keeps at most ${MAX_FILENAME_LENGTH} characters, extension included`, () => {
    const sanitized = sanitizeFilename(`${"a".repeat(300)}.docx`);
    expect(Array.from(sanitized)).toHaveLength(MAX_FILENAME_LENGTH);
    expect(sanitized.endsWith("a.docx")).toBe(true);
  });

  it("does not split a character made of two UTF-16 code units", () => {
    const sanitized = sanitizeFilename("📄".repeat(250));
    expect(Array.from(sanitized)).toEqual(Array.from("📄".repeat(MAX_FILENAME_LENGTH)));
  });
});
