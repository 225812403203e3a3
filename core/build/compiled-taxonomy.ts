/**
 * A Vite plugin for the extension's build: it compiles the taxonomy at build time, packs it as a JSON file beside the
 * bundle, and replaces core/src/taxonomy/compiled-data.ts with a module that opens only a copy provided at run time (the
 * side panel fetches the file and calls provideCompiledTaxonomy before it opens the taxonomy). The panel then neither
 * reads the 70,000 spellings nor parses the compiled form as JavaScript on every opening (ARCHITECTURE.md section 10:
 * a score within 300 ms): JSON.parse of one file is quicker than the same data as a 3 MB script. Development servers
 * and tests compile at run time, as Node does.
 *
 * The web app does without: the compiled index would add about 320 KB gzip to the optimizer page, more to download
 * than the 150 ms of compiling it saves once per visit, off any budget's path.
 */
import { compileTaxonomy } from "../src/taxonomy/compile.ts";
import { taxonomySources } from "../src/taxonomy/index-data.ts";

const COMPILED_DATA_MODULE = "/core/src/taxonomy/compiled-data.ts";

const RUN_TIME_MODULE = `let provided = null;
export function provideCompiledTaxonomy(compiled) {
  provided = compiled;
}
export function compiledTaxonomy() {
  if (provided === null) throw new Error("The compiled skill taxonomy was not provided before the taxonomy was opened");
  return provided;
}
`;

/** The part of Vite's (Rollup's) plugin shape this plugin uses (core takes no dependency on Vite). */
export interface CompiledTaxonomyPlugin {
  name: string;
  apply: "build";
  enforce: "pre";
  load(id: string): string | null;
  generateBundle(
    this: { emitFile(file: { type: "asset"; fileName: string; source: string }): string },
    options: unknown,
    bundle: Record<string, { type: "asset" } | { type: "chunk"; modules: Record<string, unknown> }>,
  ): void;
}

const isCompiledDataModule = (id: string) => id.split("?")[0]!.replaceAll("\\", "/").endsWith(COMPILED_DATA_MODULE);

/** `fileName`: where the build writes the compiled taxonomy, relative to its output folder ("taxonomy.json"). */
export function compiledTaxonomyPlugin({ fileName }: { fileName: string }): CompiledTaxonomyPlugin {
  return {
    name: "jobfit:compiled-taxonomy",
    apply: "build",
    enforce: "pre",
    load(id) {
      return isCompiledDataModule(id) ? RUN_TIME_MODULE : null;
    },
    // WXT builds its entry points in several passes: only a pass whose bundle kept the module writes the file.
    generateBundle(_options, bundle) {
      const opensTaxonomy = Object.values(bundle).some(
        (output) => output.type === "chunk" && Object.keys(output.modules).some(isCompiledDataModule),
      );
      if (opensTaxonomy) this.emitFile({ type: "asset", fileName, source: JSON.stringify(compileTaxonomy(taxonomySources)) });
    },
  };
}
