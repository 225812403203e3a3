/** Where the build packs the compiled skill taxonomy (core/build/compiled-taxonomy.ts), read by the side panel. */
export const COMPILED_TAXONOMY_FILE = "taxonomy.json";
