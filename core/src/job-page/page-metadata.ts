/**
 * Pages name their job in their metadata: og:title, <title>, og:site_name. Publishers write "Title - Company | Careers",
 * "Title at Company", "Title @ Company", "Company - Title", "Company hiring Title in Place" or "Job Application for
 * Title at Company". These are guesses, used when a page has no JSON-LD and no site adapter names the company; the user
 * sees them (the extension's side panel, the optimizer's form) and can correct them.
 * core has no DOM: the extension passes the browser's document, the API a linkedom one; both fit `MetadataDocument`.
 */
import { type MarkupNode, markupNodeToText } from "./markup-text.ts";

export interface PageMetadata {
  /** Title candidates, best first: og:title, twitter:title, <title>, the first <h1>. */
  titles: string[];
  siteName: string;
}

export interface TitleAndCompany {
  title: string;
  company: string;
}

/** The part of a DOM element `readPageMetadata` uses; browser and linkedom elements both fit it. */
export interface MetadataElement extends MarkupNode {
  textContent: string | null;
  getAttribute(name: string): string | null;
}

/** The part of a DOM document `readPageMetadata` uses; browser and linkedom documents both fit it. */
export interface MetadataDocument {
  querySelector(selectors: string): MetadataElement | null;
}

/** Longer is not a title; the cap also keeps the patterns below cheap on hostile pages. */
const MAX_LENGTH = 300;
/** Spaced dashes, and bars, middle dots or bullets with or without spaces: "Full-Stack" keeps its hyphen. */
const SEPARATOR = /\s+[-–—]\s+|\s*[|·•]\s*/;
/** "(3) Data Engineer | LinkedIn": an unread-notifications count. */
const NOTIFICATION_COUNT = /^\(\d+\+?\)\s*/;
const APPLICATION_PREFIX = /^(?:job application for|application for|apply (?:now )?(?:for|to)|job|vacancy|position|opening)\s*[:\-–—]?\s+/i;
/** The last " at " wins: "Head of Data at Scale at Acme" is likelier than a company called "Scale at Acme". */
const AT_COMPANY = /^(.+)\s+(?:at|@)\s+(.+)$/i;
/** "Acme hiring Nurse in Portland, OR" and "Acme is hiring a Nurse". */
const HIRING = /^(.+?)\s+(?:is\s+)?hiring(?:\s+an?)?\s*:?\s+(.+?)(?:\s+in\s+.+)?$/i;
const NOT_A_COMPANY = /^(?:we|we(?:'|’)re|we are|now|is|are|still)$/i;
/** Sites that host other companies' postings, and words that are not a name: never the employer. */
const NOT_AN_EMPLOYER = new RegExp(
  `^(?:${[
    "linkedin",
    "indeed(?:\\.com)?",
    "glassdoor",
    "greenhouse",
    "lever",
    "workday",
    "workable",
    "ashby",
    "smartrecruiters",
    "jobvite",
    "icims",
    "monster",
    "ziprecruiter",
    "wellfound(?: \\(formerly angellist talent\\))?",
    "angellist",
    "welcome to the jungle",
    "builtin",
    "careers?",
    "jobs?",
    "job board",
    "careers? (?:site|page|portal)",
    "home",
  ].join("|")})$`,
  "i",
);
const COMPANY_PREFIX = /^(?:(?:careers?|jobs?|work|life)\s+)?(?:at|@)\s+/i;
const COMPANY_SUFFIX = /(?:\s*[-–—:|]?\s*(?:careers?|jobs?|job board|careers? (?:site|page|portal)|recruiting|hiring|logo|home page))+$/i;
const LEADING_BULLET = /^•\s*/;

/** One line, at most MAX_LENGTH long; the slice before the regexes keeps them cheap on a megabyte of text. */
const clip = (text: string | null | undefined): string =>
  (text ?? "")
    .slice(0, 4 * MAX_LENGTH)
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_LENGTH);
const sameText = (a: string, b: string): boolean => a !== "" && a.toLowerCase() === b.toLowerCase();

function metaContent(doc: MetadataDocument, key: string): string {
  const element = doc.querySelector(`meta[property="${key}"]`) ?? doc.querySelector(`meta[name="${key}"]`);
  return clip(element?.getAttribute("content"));
}

/** The API reads this before Readability runs: Readability rewrites the document it is given. */
export function readPageMetadata(doc: MetadataDocument): PageMetadata {
  const heading = doc.querySelector("h1");
  const titles = [
    metaContent(doc, "og:title"),
    metaContent(doc, "twitter:title"),
    clip(doc.querySelector("title")?.textContent),
    heading ? clip(markupNodeToText(heading).replace(LEADING_BULLET, "")) : "",
  ].filter((title) => title !== "");
  return { titles, siteName: metaContent(doc, "og:site_name") || metaContent(doc, "application-name") };
}

/** "at Acme", "Acme Careers", "Careers at Acme" and "Acme logo" are Acme; a job board's name is no employer. */
export function cleanCompanyName(name: string): string {
  const cleaned = clip(name).replace(COMPANY_PREFIX, "").replace(COMPANY_SUFFIX, "").trim();
  return NOT_AN_EMPLOYER.test(cleaned) ? "" : cleaned;
}

interface TitleGuess {
  title: string;
  /** From the title's own wording ("at", "@", "hiring") or beside the known title: the surest kind of guess. */
  namedCompany: string;
  /** The last other part of a "Title - Company" title: used when nothing surer is known. */
  otherPart: string;
}

function guessFromTitle(raw: string, siteName: string, knownTitle: string): TitleGuess {
  const parts = clip(raw)
    .replace(NOTIFICATION_COUNT, "")
    .replace(APPLICATION_PREFIX, "")
    .split(SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== "");
  // The site's own name and job boards' names are no part of the job's name, unless nothing else is left.
  const site = cleanCompanyName(siteName);
  const kept = parts.filter((part) => !sameText(part, siteName) && !sameText(part, site) && cleanCompanyName(part) !== "");
  const candidates = kept.length > 0 ? kept : parts;

  for (const part of candidates) {
    const hiring = part.match(HIRING);
    if (hiring?.[1] && hiring[2] && !NOT_A_COMPANY.test(hiring[1])) {
      return { title: hiring[2].trim(), namedCompany: cleanCompanyName(hiring[1]), otherPart: "" };
    }
    const at = part.match(AT_COMPANY);
    if (at?.[1] && at[2] && (knownTitle === "" || sameText(at[1].trim(), knownTitle))) {
      return { title: at[1].trim(), namedCompany: cleanCompanyName(at[2]), otherPart: "" };
    }
  }
  // "Larkspur Freight - Senior Backend Engineer": the known title is one part, so the company is another.
  const titleIndex = knownTitle === "" ? -1 : candidates.findIndex((part) => sameText(part, knownTitle));
  if (titleIndex >= 0) {
    const others = candidates.filter((_part, index) => index !== titleIndex);
    return { title: knownTitle, namedCompany: cleanCompanyName(others.at(-1) ?? ""), otherPart: "" };
  }
  const [head = "", ...rest] = candidates;
  return { title: head, namedCompany: "", otherPart: cleanCompanyName(rest.at(-1) ?? "") };
}

/**
 * The title from the best candidate (or `knownTitle`, when a site adapter found it); the company from the first
 * candidate that names it, else the site's name (when it is not a job board), else the last other part of a
 * separated title.
 */
export function guessTitleAndCompany(metadata: PageMetadata, knownTitle = ""): TitleAndCompany {
  const guesses = metadata.titles.map((raw) => guessFromTitle(raw, metadata.siteName, knownTitle));
  const title = knownTitle || (guesses.find((guess) => guess.title !== "")?.title ?? "");
  const company =
    guesses.find((guess) => guess.namedCompany !== "")?.namedCompany ||
    cleanCompanyName(metadata.siteName) ||
    guesses.find((guess) => guess.otherPart !== "")?.otherPart ||
    "";
  return { title, company };
}
