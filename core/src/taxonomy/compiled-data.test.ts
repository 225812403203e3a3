import { describe, expect, it } from "vitest";
import { compileTaxonomy } from "./compile.ts";
import { compiledTaxonomy, provideCompiledTaxonomy } from "./compiled-data.ts";

describe("compiledTaxonomy", () => {
  it("compiles the team's sources, unless a compiled copy was provided", () => {
    expect(compiledTaxonomy().lines).toContain("JavaScript");
    const copy = compileTaxonomy([{ source: "hard/t.ts", kind: "hard", text: "## Tools\nTableau\n" }]);
    provideCompiledTaxonomy(copy);
    expect(compiledTaxonomy()).toBe(copy);
  });
});
