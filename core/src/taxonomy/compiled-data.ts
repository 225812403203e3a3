/**
 * The team's taxonomy, compiled. Here it is compiled from the sources when first asked for (the API, the CLI, the web
 * app, tests), unless a compiled copy was provided first. The extension's build replaces this module with one that only
 * takes such a copy: its side panel reads the copy the build packs as a file (core/build/compiled-taxonomy.ts).
 */
import { type CompiledTaxonomy, compileTaxonomy } from "./compile.ts";
import { taxonomySources } from "./index-data.ts";

let provided: CompiledTaxonomy | null = null;

/** A taxonomy compiled elsewhere, to open instead of compiling the sources; call it before the first getTaxonomy(). */
export function provideCompiledTaxonomy(compiled: CompiledTaxonomy): void {
  provided = compiled;
}

export function compiledTaxonomy(): CompiledTaxonomy {
  return provided ?? compileTaxonomy(taxonomySources);
}
