import { describe, expect, it } from "vitest";
import { compileTaxonomy } from "../src/taxonomy/compile.ts";
import { taxonomySources } from "../src/taxonomy/index-data.ts";
import { compiledTaxonomyPlugin } from "./compiled-taxonomy.ts";

describe("compiledTaxonomyPlugin", () => {
  const plugin = compiledTaxonomyPlugin();

  it("writes the taxonomy compiled at build time in place of the module that compiles it at run time", async () => {
    const code = plugin.load("/home/dev/jobfit/core/src/taxonomy/compiled-data.ts?v=1");
    expect(code).not.toBeNull();
    expect(code).not.toMatch(/^import /m);
    const module = (await import(`data:text/javascript,${encodeURIComponent(code!)}`)) as { compiledTaxonomy(): unknown };
    expect(module.compiledTaxonomy()).toEqual(compileTaxonomy(taxonomySources));
  });

  it("leaves every other module alone, and runs only in builds", () => {
    expect(plugin.load("/home/dev/jobfit/core/src/taxonomy/taxonomy.ts")).toBeNull();
    expect(plugin.load("/home/dev/jobfit/core/src/taxonomy/index-data.ts")).toBeNull();
    expect(plugin.apply).toBe("build");
  });

  it("knows the module by a Windows path too", () => {
    expect(plugin.load("C:\\jobfit\\core\\src\\taxonomy\\compiled-data.ts")).toContain("export function compiledTaxonomy()");
  });
});
