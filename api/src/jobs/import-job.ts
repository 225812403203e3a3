/**
 * Job page address → company, title and description: the page fetched under the address policy (fetch-page.ts),
 * then JSON-LD JobPosting data first, Readability over the page second.
 */
import { analyzeResumeRequestSchema } from "@jobfit/core";
import { fail, ok, type Result } from "../files/result.ts";
import { fetchPage, PAGE_FETCH_MESSAGES, type PageFetchErrorKind, type PageFetchOptions, productionFetchOptions } from "./fetch-page.ts";
import { measureTree, parseHtmlDocument, stripInertMarkup } from "./html-document.ts";
import { extractJsonLdJobPosting, type JobPostingFields } from "./json-ld.ts";
import { extractReadableJobPosting } from "./readable-page.ts";

export type ImportedJob = JobPostingFields;

export interface JobImportError {
  kind: PageFetchErrorKind | "no_posting";
  message: string;
}

export const NO_POSTING_MESSAGE = "No job posting found at that address";

/** What the analysis accepts: an imported posting must fit the form it fills. */
const { shape } = analyzeResumeRequestSchema;
const FIELD_LIMITS = {
  company: shape.companyName.maxLength ?? 200,
  title: shape.jobTitle.maxLength ?? 200,
  description: shape.jobDescription.maxLength ?? 50_000,
};

/** Cut at the last line (or word) break before the limit, so nothing ends mid-word. */
function truncate(text: string, maxLength: number, breakAt: string): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastBreak = cut.lastIndexOf(breakAt);
  return (lastBreak > maxLength / 2 ? cut.slice(0, lastBreak) : cut).trimEnd();
}

function withinLimits(job: ImportedJob): ImportedJob {
  return {
    company: truncate(job.company, FIELD_LIMITS.company, " "),
    title: truncate(job.title, FIELD_LIMITS.title, " "),
    description: truncate(job.description, FIELD_LIMITS.description, "\n"),
  };
}

/**
 * Readability's time grows with the number of elements and, steeply, with nesting (a chain of 1,000 nested <div>s
 * takes it seconds); it runs on the event loop, so a page beyond these is refused as too large. Job pages, once
 * scripts and SVG are stripped, have a few thousand elements nested a few dozen deep.
 */
export const READABLE_PAGE_LIMITS = { maxElements: 10_000, maxDepth: 100 };

/** The posting on an HTML page: JSON-LD first, else Readability; "no_posting" when there is no description text. */
export function extractJobPosting(html: string): Result<ImportedJob, JobImportError> {
  const document = parseHtmlDocument(stripInertMarkup(html));
  const fromJsonLd = extractJsonLdJobPosting(document);
  if (fromJsonLd !== null && fromJsonLd.description !== "") return ok(withinLimits(fromJsonLd));
  const shape = document.body ? measureTree(document.body) : { elements: 0, depth: 0 };
  if (shape.elements > READABLE_PAGE_LIMITS.maxElements || shape.depth > READABLE_PAGE_LIMITS.maxDepth) {
    return fail({ kind: "too_large", message: PAGE_FETCH_MESSAGES.too_large });
  }
  const readable = extractReadableJobPosting(document);
  if (readable === null) return fail({ kind: "no_posting", message: NO_POSTING_MESSAGE });
  // JobPosting data without a description still names the job better than the page's metadata does.
  return ok(
    withinLimits({
      company: fromJsonLd?.company || readable.company,
      title: fromJsonLd?.title || readable.title,
      description: readable.description,
    }),
  );
}

export async function importJobPosting(
  address: string,
  options: PageFetchOptions = productionFetchOptions,
): Promise<Result<ImportedJob, JobImportError>> {
  const page = await fetchPage(address, options);
  return page.ok ? extractJobPosting(page.value.html) : page;
}
