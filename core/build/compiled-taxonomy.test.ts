import { describe, expect, it } from "vitest";
import { type CompiledTaxonomy, compileTaxonomy } from "../src/taxonomy/compile.ts";
import { taxonomySources } from "../src/taxonomy/index-data.ts";
import { compiledTaxonomyPlugin } from "./compiled-taxonomy.ts";

/** The files a build pass emits through the plugin, when its bundle holds these modules. */
function emittedBy(plugin: ReturnType<typeof compiledTaxonomyPlugin>, moduleIds: string[]): Array<{ fileName: string; source: string }> {
  const files: Array<{ fileName: string; source: string }> = [];
  const emitter = {
    emitFile: (file: { type: "asset"; fileName: string; source: string }) => {
      files.push(file);
      return file.fileName;
    },
  };
  const modules = Object.fromEntries(moduleIds.map((id) => [id, {}]));
  plugin.generateBundle.call(emitter, {}, { "chunk.js": { type: "chunk", modules }, "style.css": { type: "asset" } });
  return files;
}

interface RunTimeModule {
  provideCompiledTaxonomy(compiled: CompiledTaxonomy): void;
  compiledTaxonomy(): CompiledTaxonomy;
}

describe("compiledTaxonomyPlugin", () => {
  it("packs the taxonomy compiled at build time as a file, and the module opens the copy the panel provides", async () => {
    const plugin = compiledTaxonomyPlugin({ fileName: "taxonomy.json" });
    const code = plugin.load("/home/dev/jobfit/core/src/taxonomy/compiled-data.ts?v=1");
    expect(code).not.toBeNull();
    // Neither the sources nor the compiler go into the bundle.
    expect(code).not.toMatch(/^import /m);
    const [file, ...others] = emittedBy(plugin, ["/home/dev/jobfit/core/src/taxonomy/compiled-data.ts", "/home/dev/main.tsx"]);
    expect(others).toEqual([]);
    expect(file?.fileName).toBe("taxonomy.json");
    const compiled = JSON.parse(file!.source) as CompiledTaxonomy;
    expect(compiled).toEqual(compileTaxonomy(taxonomySources));

    const module = (await import(`data:text/javascript,${encodeURIComponent(code!)}`)) as RunTimeModule;
    expect(() => module.compiledTaxonomy()).toThrow("The compiled skill taxonomy was not provided");
    module.provideCompiledTaxonomy(compiled);
    expect(module.compiledTaxonomy()).toBe(compiled);
  });

  it("writes no file in a build pass whose bundle never opens the taxonomy", () => {
    const plugin = compiledTaxonomyPlugin({ fileName: "taxonomy.json" });
    expect(emittedBy(plugin, ["/home/dev/jobfit/extension/src/entrypoints/background.ts"])).toEqual([]);
  });

  it("leaves every other module alone, and runs only in builds", () => {
    const plugin = compiledTaxonomyPlugin({ fileName: "taxonomy.json" });
    expect(plugin.load("/home/dev/jobfit/core/src/taxonomy/taxonomy.ts")).toBeNull();
    expect(plugin.load("/home/dev/jobfit/core/src/taxonomy/index-data.ts")).toBeNull();
    expect(plugin.apply).toBe("build");
  });

  it("knows the module by a Windows path too", () => {
    const plugin = compiledTaxonomyPlugin({ fileName: "taxonomy.json" });
    expect(plugin.load("C:\\jobfit\\core\\src\\taxonomy\\compiled-data.ts")).toContain("export function compiledTaxonomy()");
  });
});
