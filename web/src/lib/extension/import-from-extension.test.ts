import { describe, expect, it } from "vitest";
import { readExtensionImport } from "./import-from-extension.ts";

/** The extension's encoding (extension/src/lib/web-import-link.ts): base64url of UTF-8 JSON, no padding. */
function encode(value: unknown): string {
  return base64Url(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));
}

/** Base64url of a binary string (one character per byte). */
function base64Url(binary: string): string {
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const handed = {
  companyName: "Larkspur Freight & Logistics",
  jobTitle: "Senior Backend Engineer",
  jobDescription: "Requirements\n• TypeScript and Node.js\n• PostgreSQL — 5+ years",
  resumeText: "Zoë Ñúñez\nzoe@example.com\nSKILLS: TypeScript, 数据库, 💼",
};

describe("readExtensionImport", () => {
  it("reads the posting and resume the extension put in the fragment, non-ASCII text included", () => {
    expect(readExtensionImport(`#import=${encode({ v: 1, ...handed })}`)).toEqual(handed);
  });

  it("takes the hash with or without its '#' and beside other parameters", () => {
    const payload = encode({ v: 1, ...handed });
    expect(readExtensionImport(`import=${payload}`)).toEqual(handed);
    expect(readExtensionImport(`#tab=resume&import=${payload}`)).toEqual(handed);
  });

  it("keeps empty fields empty: the optimizer asks for what is missing", () => {
    const partial = { companyName: "", jobTitle: "", jobDescription: "Some posting", resumeText: "" };
    expect(readExtensionImport(`#import=${encode({ v: 1, ...partial })}`)).toEqual(partial);
  });

  it("ignores fields it does not know", () => {
    expect(readExtensionImport(`#import=${encode({ v: 1, ...handed, userId: "someone" })}`)).toEqual(handed);
  });

  it.each([
    ["an empty hash", ""],
    ["a hash without import", "#section=skills"],
    ["an empty import", "#import="],
    ["characters outside base64url", "#import=abc+def/=="],
    ["a length no base64 has", "#import=abcde"],
    ["bytes that are not UTF-8", `#import=${base64Url("\u00ff\u00fe{}")}`],
    ["text that is not JSON", `#import=${base64Url("not json")}`],
    ["JSON that is not an object", `#import=${encode(["a", "b"])}`],
    ["another version", `#import=${encode({ v: 2, ...handed })}`],
    ["no version", `#import=${encode(handed)}`],
    ["a missing field", `#import=${encode({ v: 1, companyName: "A", jobTitle: "B", jobDescription: "C" })}`],
    ["a field that is not text", `#import=${encode({ v: 1, ...handed, jobTitle: 42 })}`],
    ["a company name over 200 characters", `#import=${encode({ v: 1, ...handed, companyName: "x".repeat(201) })}`],
    ["a resume over 100,000 characters", `#import=${encode({ v: 1, ...handed, resumeText: "x".repeat(100_001) })}`],
  ])("answers null to %s", (_name, hash) => {
    expect(readExtensionImport(hash)).toBeNull();
  });
});
