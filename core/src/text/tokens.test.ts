import { describe, expect, it } from "vitest";
import { tokenize } from "./tokens.ts";

describe("tokenize", () => {
  it("keeps technical names whole", () => {
    expect(tokenize("C++, C#, .NET, Node.js and AT&T").map((t) => t.raw)).toEqual(["C++", "C#", ".NET", "Node.js", "and", "AT&T"]);
  });

  it("drops a full stop at the end of a sentence", () => {
    expect(tokenize("We use Python.").map((t) => t.raw)).toEqual(["We", "use", "Python"]);
  });

  it("splits on hyphens and slashes but lets a phrase continue across them", () => {
    const tokens = tokenize("CI/CD and problem-solving");
    expect(tokens.map((t) => t.raw)).toEqual(["CI", "CD", "and", "problem", "solving"]);
    expect(tokens.map((t) => t.joinsPrevious)).toEqual([false, true, true, true, true]);
  });

  it("does not let a phrase continue across commas, full stops, bullets or blank lines", () => {
    const tokens = tokenize("machine, learning. deep\n\nlearning\n• data");
    expect(tokens.map((t) => t.joinsPrevious)).toEqual([false, false, false, false, false]);
  });

  it("lets a phrase continue across a single line break", () => {
    expect(tokenize("machine\nlearning")[1]?.joinsPrevious).toBe(true);
  });

  it("records offsets into the original text", () => {
    const text = "Led  the team";
    for (const token of tokenize(text)) expect(text.slice(token.start, token.end)).toBe(token.raw);
  });
  it.each([
    ["Prometheus / Grafana", false],
    ["Denver - CO", false],
    ["CI/CD", true],
    ["A / B", false],
    ["problem-solving", true],
    ["workers' compensation", true],
    ["workers’ compensation", true],
    ["the 'agile' way", false],
    ["Python' and", false],
    ["USP <797>", true],
    ["x > y", false],
    ["401(k)", true],
    ["R.T.(R) (CT)", false],
    ["R.T.(CT)", false],
    ["Python (3.12)", false],
    ["MLS(ASCP)", true],
    ["CMA (AAMA)", true],
    ["RT(R)", true],
    ["ICU (CCRN", false],
    ["Records (EHR)", false],
    ["SQL (PostgreSQL)", false],
  ])("joins the second word of %j to the first: %s", (text, joins) => {
    const tokens = tokenize(text);
    const second = text.startsWith("the") ? tokens[2] : tokens[1];
    expect(second?.joinsPrevious).toBe(joins);
  });
});

describe("tokenize: a code in parentheses", () => {
  it("goes on to the word after the code", () => {
    const tokens = tokenize("401(k) administration; skills (a) review");
    expect(tokens.map((t) => [t.raw, t.joinsPrevious])).toEqual([
      ["401", false],
      ["k", true],
      ["administration", true],
      ["skills", false],
      ["a", false],
      ["review", false],
    ]);
  });
});

describe("tokenize: a certifying body in parentheses", () => {
  it("goes on from the credential's acronym, and from one code to the next", () => {
    expect(tokenize("RT(R)(CT) and R.T.(R)(CT)(ARRT)").map((t) => [t.raw, t.joinsPrevious])).toEqual([
      ["RT", false],
      ["R", true],
      ["CT", true],
      ["and", false],
      ["R.T", true],
      ["R", false],
      ["CT", false],
      ["ARRT", false],
    ]);
  });
});

describe("tokenize: an ampersand standing alone", () => {
  it("is the word 'and'", () => {
    expect(tokenize("Mergers & Acquisitions, AT&T").map((t) => t.key)).toEqual(["merger", "and", "acquisition", "at&t"]);
  });
});
