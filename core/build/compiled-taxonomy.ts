/**
 * A Vite plugin for the extension's build: it compiles the taxonomy at build time and writes the result into the
 * bundle in place of core/src/taxonomy/compiled-data.ts, so the side panel opens the taxonomy without reading its
 * 70,000 spellings on every opening (ARCHITECTURE.md section 10: a score within 300 ms). Development servers and
 * tests compile at run time, as Node does.
 *
 * The web app does without: the compiled index would add about 320 KB gzip to the optimizer page, more to download
 * than the 150 ms of compiling it saves once per visit, off any budget's path.
 */
import { compileTaxonomy } from "../src/taxonomy/compile.ts";
import { taxonomySources } from "../src/taxonomy/index-data.ts";

const COMPILED_DATA_MODULE = "/core/src/taxonomy/compiled-data.ts";

/** The part of Vite's plugin shape this plugin uses (core takes no dependency on Vite). */
export interface CompiledTaxonomyPlugin {
  name: string;
  apply: "build";
  enforce: "pre";
  load(id: string): string | null;
}

export function compiledTaxonomyPlugin(): CompiledTaxonomyPlugin {
  return {
    name: "jobfit:compiled-taxonomy",
    apply: "build",
    enforce: "pre",
    load(id) {
      if (!id.split("?")[0]!.replaceAll("\\", "/").endsWith(COMPILED_DATA_MODULE)) return null;
      // JSON is JavaScript: the compiled taxonomy as a literal, mostly three long strings.
      return `export function compiledTaxonomy() {\n  return ${JSON.stringify(compileTaxonomy(taxonomySources))};\n}\n`;
    },
  };
}
