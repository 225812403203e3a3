import { describe, expect, it } from "vitest";
import { foldForSearch, normalizeLineEndings, normalizeText } from "./normalize.ts";

describe("normalizeLineEndings", () => {
  it("turns CRLF and CR into LF", () => {
    expect(normalizeLineEndings("a\r\nb\rc\nd")).toBe("a\nb\nc\nd");
  });
});

describe("normalizeText", () => {
  it.each([
    ["ligatures", "e\uFB03cient \uFB01nance", "efficient finance"],
    ["dashes", "2019 \u2013 2021 \u2014 now", "2019 - 2021 - now"],
    ["quotes", "\u201CLean\u201D team\u2019s", '"Lean" team\'s'],
    ["non-breaking spaces", "AWS\u00A0Lambda", "AWS Lambda"],
    ["invisible characters", "Py\u200Bthon\u00AD", "Python"],
    ["bullets", "\u25AA one\n\uF0B7 two\n- three\n* four", "• one\n• two\n• three\n• four"],
  ])("normalizes %s", (_name, input, output) => {
    expect(normalizeText(input)).toBe(output);
  });
});

describe("foldForSearch", () => {
  it("keeps the length, so offsets still point into the original", () => {
    const text = "Ünïcode \u2013 \u201Cquoted\u201D İstanbul";
    expect(foldForSearch(text)).toHaveLength(text.length);
    expect(foldForSearch("SQL \u2013 \u2018x\u2019")).toBe("sql - 'x'");
  });
});
