/**
 * A page without JobPosting data still names the job in its metadata: og:title, <title>, og:site_name. Publishers
 * write it as "Title at Company", "Title - Company", "Title | Company", "Company hiring Title in Place" or with a
 * "Job Application for" in front. These are guesses; the user sees and can correct them in the optimizer's form.
 */
import type { HtmlDocument } from "./html-document.ts";
import { elementToText } from "./html-to-text.ts";

export interface PageMetadata {
  /** Title candidates, best first: og:title, twitter:title, <title>, the first <h1>. */
  titles: string[];
  siteName: string;
}

export interface TitleAndCompany {
  title: string;
  company: string;
}

/** Spaced dashes, and bars or middle dots with or without spaces; "Full-Stack" keeps its hyphen. */
const SEPARATOR = /\s+[-–—]\s+|\s*[|·•]\s*/;
const APPLICATION_PREFIX = /^(?:job application for|application for|apply (?:now )?(?:for|to)|job|vacancy|position|opening)\s*[:\-–—]?\s+/i;
/** The last " at " wins: "Head of Data at Scale at Acme" is more likely than a company named "Scale at Acme". */
const AT_COMPANY = /^(.+)\s+(?:at|@)\s+(.+)$/;
const HIRING = /^(.+?)\s+(?:is\s+)?hiring(?:\s+an?)?\s*:?\s+(.+?)(?:\s+in\s+[^,]+(?:,.*)?)?$/i;
const NOT_A_COMPANY = /^(?:we|we(?:'|’)re|we are|now|is|are|still)$/i;
/** Sites that host other companies' postings: their name is never the employer. */
const JOB_BOARDS =
  /^(?:linkedin|indeed(?:\.com)?|glassdoor|greenhouse|lever|workday|workable|smartrecruiters|ashby|jobvite|icims|monster|ziprecruiter|wellfound|welcome to the jungle|builtin|careers?|jobs?)$/i;
const COMPANY_PREFIX = /^(?:careers?|jobs?|work|life)\s+(?:at|@)\s+/i;
const COMPANY_SUFFIX = /(?:\s*[-–—:|]?\s*(?:careers?|jobs?|job board|careers? (?:site|page|portal)|recruiting|hiring))+$/i;

/** Longer is not a title; the cap also keeps the patterns below cheap on hostile pages. */
const MAX_METADATA_LENGTH = 300;

const oneLine = (text: string | null | undefined): string =>
  (text ?? "")
    .slice(0, 4 * MAX_METADATA_LENGTH)
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_METADATA_LENGTH);
const sameName = (a: string, b: string): boolean => a !== "" && a.toLowerCase() === b.toLowerCase();

function metaContent(document: HtmlDocument, key: string): string {
  const element = document.querySelector(`meta[property="${key}"]`) ?? document.querySelector(`meta[name="${key}"]`);
  return oneLine(element?.getAttribute("content"));
}

/** Read before Readability runs: it rewrites the document it is given. */
export function readPageMetadata(document: HtmlDocument): PageMetadata {
  const heading = document.querySelector("h1");
  const titles = [
    metaContent(document, "og:title"),
    metaContent(document, "twitter:title"),
    oneLine(document.querySelector("title")?.textContent),
    heading ? oneLine(elementToText(heading)) : "",
  ].filter((title) => title !== "");
  return { titles, siteName: metaContent(document, "og:site_name") || metaContent(document, "application-name") };
}

/** "Acme Careers" and "Careers at Acme" are Acme. */
export function cleanCompanyName(name: string): string {
  const cleaned = oneLine(name).replace(COMPANY_PREFIX, "").replace(COMPANY_SUFFIX, "").trim();
  return cleaned === "" || JOB_BOARDS.test(cleaned) ? "" : cleaned;
}

interface Guess {
  title: string;
  /** From the title's own wording ("at", "hiring"): the surest kind of guess. */
  namedCompany: string;
  /** From a separated segment ("Title - Company"): used when nothing surer is known. */
  segmentCompany: string;
}

function guessFromTitle(raw: string, siteName: string): Guess {
  const site = cleanCompanyName(siteName);
  const parts = oneLine(raw)
    .replace(APPLICATION_PREFIX, "")
    .split(SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== "");
  // The site's own name and job-board names are dropped, unless nothing else is left.
  const kept = parts.filter((part) => !sameName(part, siteName) && !sameName(part, site) && !JOB_BOARDS.test(part));
  const [head = "", ...rest] = kept.length > 0 ? kept : parts;

  const hiring = head.match(HIRING);
  if (hiring?.[1] && hiring[2] && !NOT_A_COMPANY.test(hiring[1])) {
    return { title: hiring[2].trim(), namedCompany: cleanCompanyName(hiring[1]), segmentCompany: "" };
  }
  const at = head.match(AT_COMPANY);
  if (at?.[1] && at[2]) return { title: at[1].trim(), namedCompany: cleanCompanyName(at[2]), segmentCompany: "" };
  return { title: head, namedCompany: "", segmentCompany: cleanCompanyName(rest.at(-1) ?? "") };
}

/**
 * The title from the best candidate; the company from the first "at"/"hiring" wording in any candidate, else the
 * site's name (when it is not a job board), else the last segment of a "Title - Company" title.
 */
export function guessTitleAndCompany(metadata: PageMetadata): TitleAndCompany {
  const guesses = metadata.titles.map((raw) => guessFromTitle(raw, metadata.siteName));
  const title = guesses.find((guess) => guess.title !== "")?.title ?? "";
  const company =
    guesses.find((guess) => guess.namedCompany !== "")?.namedCompany ||
    cleanCompanyName(metadata.siteName) ||
    guesses.find((guess) => guess.segmentCompany !== "")?.segmentCompany ||
    "";
  return { title, company };
}
