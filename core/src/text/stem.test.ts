import { describe, expect, it } from "vitest";
import { singularKey, stemWord } from "./stem.ts";

describe("singularKey", () => {
  it.each([
    ["APIs", "api"],
    ["KPIs", "kpi"],
    ["nurses", "nurse"],
    ["policies", "policy"],
    ["processes", "process"],
    ["analysis", "analysis"],
    ["analyses", "analysis"],
    ["diagnoses", "diagnosis"],
    ["hypotheses", "hypothesis"],
    ["doses", "dose"],
    ["business", "business"],
    ["Kubernetes", "kubernete"],
    ["Canvas", "canvas"],
    ["ideas", "idea"],
    ["bus", "bus"],
    ["Python's", "python"],
    ["C++", "c++"],
    ["Node.js", "node.js"],
  ])("keys %s as %s", (word, key) => {
    expect(singularKey(word)).toBe(key);
  });
});

describe("stemWord", () => {
  it.each([
    ["management", "managed"],
    ["managing", "manage"],
    ["communication", "communicate"],
    ["communicating", "communicated"],
    ["collaboration", "collaborate"],
    ["analyzed", "analyzing"],
    ["optimization", "optimize"],
    ["planning", "planned"],
    ["leadership", "leadership"],
    ["organization", "organized"],
  ])("gives %s and %s one stem", (a, b) => {
    expect(stemWord(a)).toBe(stemWord(b));
  });

  it.each([
    ["market", "marketing"],
    ["design", "designer"],
  ])("groups %s with %s (word forms of one word)", (a, b) => {
    expect(stemWord(a)).toBe(stemWord(b));
  });

  it.each([
    ["java", "javascript"],
    ["account", "accurate"],
    ["sales", "salary"],
  ])("keeps %s and %s apart", (a, b) => {
    expect(stemWord(a)).not.toBe(stemWord(b));
  });
});
