/** @jobfit/core: the analysis engine and the shared contracts. This file is its only public surface. */

export {
  type Analysis,
  type AnalyzeInput,
  analyzeResume,
  ENGINE_VERSION,
  highlightResume,
  type JobInput,
  prepareJob,
  type ScoreOptions,
  scoreResume,
} from "./analyze.ts";
export * from "./contracts.ts";
export { type JsonLdJobPosting, readJsonLdJobPosting } from "./job-page/json-ld.ts";
export { type MarkupNode, type MarkupParser, markupNodeToText, markupToInlineText, markupToText } from "./job-page/markup-text.ts";
export {
  cleanCompanyName,
  guessTitleAndCompany,
  type MetadataDocument,
  type MetadataElement,
  type PageMetadata,
  readPageMetadata,
  type TitleAndCompany,
} from "./job-page/page-metadata.ts";
export type { JobKeyword, JobProfile } from "./keywords/extract.ts";
export { findHighlightSpans, highlightTermsFor, segmentHighlights } from "./match/highlight.ts";
export { skillsNamedIn } from "./match/resume.ts";
export { type RewriteResult, rewriteResume } from "./rewrite/rewrite.ts";
export { historyBadge, impactBand, scoreBand, scoreSummary } from "./score/bands.ts";
export type { CompiledTaxonomy } from "./taxonomy/compile.ts";
export { provideCompiledTaxonomy } from "./taxonomy/compiled-data.ts";
export { getTaxonomy } from "./taxonomy/taxonomy.ts";
export { normalizeLineEndings, normalizeText } from "./text/normalize.ts";
