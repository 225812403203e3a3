/**
 * The team's taxonomy, compiled. Here it is compiled when first asked for (the API, the CLI, the web app, tests); the
 * extension's bundle replaces this module with the result computed at build time (core/build/compiled-taxonomy.ts).
 */
import { type CompiledTaxonomy, compileTaxonomy } from "./compile.ts";
import { taxonomySources } from "./index-data.ts";

export function compiledTaxonomy(): CompiledTaxonomy {
  return compileTaxonomy(taxonomySources);
}
