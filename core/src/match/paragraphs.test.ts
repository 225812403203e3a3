import { describe, expect, it } from "vitest";
import { scanSkills } from "../taxonomy/scan.ts";
import { getTaxonomy } from "../taxonomy/taxonomy.ts";
import { backendJob, partialResume, strongResume, weakResume } from "../test-fixtures/backend.ts";
import { normalizeText } from "../text/normalize.ts";
import { tokenize } from "../text/tokens.ts";
import { readText } from "./paragraphs.ts";

const taxonomy = getTaxonomy();

describe("readText", () => {
  it.each([
    ["strong", strongResume],
    ["partial", partialResume],
    ["weak", weakResume],
    ["posting", backendJob.description],
    ["a phrase over one line break", "Skills\nmachine\nlearning, Go and R\n\nExperience with Go"],
  ])("reads the %s text exactly as a whole-text scan does", (_name, raw) => {
    const text = normalizeText(raw);
    const tokens = tokenize(text);
    const whole = { tokens, mentions: scanSkills(tokens, text, taxonomy) };
    expect(readText(text, taxonomy)).toEqual(whole);
    // Again, from the remembered paragraphs.
    expect(readText(text, taxonomy)).toEqual(whole);
  });

  it("reads an edited paragraph afresh and keeps the offsets of the ones after it right", () => {
    const before = normalizeText(strongResume);
    const after = before.replace("Summary\n", "Summary\nKubernetes expert. ");
    const tokens = tokenize(after);
    expect(readText(before, taxonomy).tokens.length).toBeLessThan(readText(after, taxonomy).tokens.length);
    expect(readText(after, taxonomy)).toEqual({ tokens, mentions: scanSkills(tokens, after, taxonomy) });
  });
});
