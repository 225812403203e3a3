/**
 * A posting's sections. About-the-company, benefits and legal text are boilerplate: they contribute no keywords.
 * Text before the first heading is the role summary unless it reads as a company blurb.
 */
import { type Section, splitSections } from "../text/sections.ts";

export type PostingSectionKind = "about" | "role" | "responsibilities" | "requirements" | "preferred" | "benefits" | "legal";

export const BOILERPLATE_SECTIONS: ReadonlySet<PostingSectionKind> = new Set(["about", "benefits", "legal"]);

// Order matters: the first pattern that matches decides ("Preferred Qualifications" is preferred, not requirements).
// Distinctive phrases mark a heading however it is written; generic words ("skills", "requirements") only when
// the line looks like a heading (Title Case, capitals, or followed by a colon), so "Strong communication skills" stays text.
const HEADING_PATTERNS: ReadonlyArray<readonly [RegExp, PostingSectionKind, "phrase" | "word"]> = [
  [/\b(equal (employment )?opportunit|eeo\b|e-verify|pay transparency)/i, "legal", "phrase"],
  [/\b(accommodations?|diversity|inclusion|privacy|legal|disclaimer)\b/i, "legal", "word"],
  [
    /\b(nice[- ]to[- ]haves?|bonus (points|skills)|pluses|a plus|extra credit|not required|good to have|would be great|preferred (qualifications|skills|experience|requirements))/i,
    "preferred",
    "phrase",
  ],
  [/\b(preferred|bonus|desired|desirable|ideal(ly)?)\b/i, "preferred", "word"],
  [
    /\b(what we offer|we offer|what [\p{L}&' -]{1,40} offers|why (join|work)|what'?s in it for you|our offer|total rewards|why you'?ll (love|like|enjoy)|why us\b|^why (?!(this|the|you|we|it|our|your)\b)\p{Lu}|perks (and|&) benefits|(compensation|pay|salary) (and|&) benefits|what you'?ll get|what you get|benefits (and|&) (compensation|pay|perks))/iu,
    "benefits",
    "phrase",
  ],
  [/\b(benefits?|perks|compensation|salary|pay range|rewards)\b/i, "benefits", "word"],
  [/\babout (you|yourself)\b/i, "requirements", "phrase"],
  [
    /\b((company|district|school|organization|organisation|agency|hospital|firm|practice|department|team) (overview|profile|description)|about (us|the company|the team|the organization))\b/i,
    "about",
    "phrase",
  ],
  [
    /\b(about (the )?(role|position|job|opportunity)|the role|the position|the job|role (overview|summary)|position (overview|summary)|job (summary|overview|description)|overview of the role|the opportunity)\b/i,
    "role",
    "phrase",
  ],
  [/\b(summary|overview)\b/i, "role", "word"],
  [
    /\b(what you'?ll (do|work on|own|build|tackle|handle|be doing|be working on)|what you will (do|work on|own|build)|your role|day[- ]to[- ]day|in this role|key tasks|what the job involves|your impact|essential functions|the work you'?ll do|how you'?ll (help|contribute)|what the (work|job|role) looks like|a day in the life|the work)/i,
    "responsibilities",
    "phrase",
  ],
  [/\b(responsibilit\w*|duties|accountabilit\w*)\b/i, "responsibilities", "word"],
  [
    /\b(what you (bring|need|have)|what we'?re looking for|what we are looking for|we'?re looking for (someone|a person|people|you)|looking for someone|who you are|you have|you bring|must[- ]haves?|what it takes|what we need|your profile|your background|ideal candidate|you are|you should have|minimum qualifications|basic qualifications|required (skills|qualifications|experience))/i,
    "requirements",
    "phrase",
  ],
  [/\b(requirements?|qualifications?|skills|experience|competenc\w*|knowledge|required)\b/i, "requirements", "word"],
  [
    /\b(about( us| the company| the team)?|who we are|our (mission|story|company|team|values|culture)|company (overview|description)|the company|the team)\b/i,
    "about",
    "phrase",
  ],
];

// Words that may stand beside a generic heading word in a sentence-case heading ("Key responsibilities").
const HEADING_MODIFIERS = new Set(
  "key core main primary essential general job role position your our the and & of required minimum basic preferred desired technical additional other relevant professional special physical work".split(
    " ",
  ),
);

function onlyModifiersBeside(heading: string, pattern: RegExp): boolean {
  const match = heading.match(pattern);
  if (!match) return false;
  const rest = heading
    .replace(match[0], " ")
    .toLowerCase()
    .split(/[\s,/]+/)
    .filter(Boolean);
  return rest.every((word) => HEADING_MODIFIERS.has(word));
}

export function classifyPostingHeading(heading: string, look: { styled: boolean } = { styled: true }): PostingSectionKind | null {
  if (heading.split(/\s+/).length > 8) return null;
  for (const [pattern, kind, strength] of HEADING_PATTERNS) {
    if (!pattern.test(heading)) continue;
    if (strength === "phrase") return kind;
    // A generic word is a heading in heading style, or beside heading modifiers only; a title line
    // with a comma ("UX Designer, Member Experience") is not.
    if (heading.includes(",") && !onlyModifiersBeside(heading, pattern)) continue;
    if (look.styled || onlyModifiersBeside(heading, pattern)) return kind;
  }
  return null;
}

const LEGAL_TEXT =
  /(equal (employment )?opportunity|without regard to (race|age|sex)|regardless of (race|age|gender|sex)|protected veteran|reasonable accommodation|affirmative action|e-verify|sexual orientation|gender identity|national origin|we (do not|don't) discriminate|background check|drug[- ]free workplace|right to work)/i;
const BENEFITS_TEXT =
  /(401\(?k\)?|paid time off|\bPTO\b|health,? dental|dental and vision|health insurance|medical, dental|parental leave|tuition (assistance|reimbursement)|stock options|equity package|salary range|pay range|annual bonus|wellness stipend|gym membership|remote[- ]friendly perks)/i;
const COMPANY_BLURB =
  /\b(founded in|we are an?|we'?re an?|is an? (leading|fast[- ]growing|global|innovative)|our mission|headquartered|our customers|we help|we build|we serve|serving|trusted by|backed by|employees (in|across)|offices in|award[- ]winning|since \d{4})\b/i;
const ROLE_CUES =
  /\b(you will|you'?ll|we are (looking|seeking|hiring)|we'?re (looking|seeking|hiring)|seeking an?|looking for an?|this role|the role|the position|responsible for|the ideal candidate|join (our|the) team as|as an? .{0,40}(you|will))\b/i;

const ASKING_OR_DUTIES: ReadonlySet<PostingSectionKind> = new Set(["responsibilities", "requirements", "preferred"]);

/** Two or more lines that start with a bullet or a number. */
function isList(paragraph: string): boolean {
  return (paragraph.match(/^[^\S\n]*(?:[-•*▪◦·]|\d{1,2}[.)])\s/gm) ?? []).length >= 2;
}

/**
 * Paragraph-level overrides: legal and benefits text is boilerplate wherever it stands; an intro blurb is "about",
 * and so is a paragraph that opens with the company's name ("Marrowfield Grocers operates 212 stores…").
 */
function paragraphKind(paragraph: string, sectionKind: PostingSectionKind, company: string): PostingSectionKind {
  // A list of duties or requirements may name legal matters as the work itself ("prepare the affirmative action plan",
  // "run background checks"): only prose is boilerplate.
  if (LEGAL_TEXT.test(paragraph) && !(ASKING_OR_DUTIES.has(sectionKind) && isList(paragraph))) return "legal";
  if (sectionKind === "role" || sectionKind === "about") {
    if (BENEFITS_TEXT.test(paragraph)) return "benefits";
    const blurb = COMPANY_BLURB.test(paragraph) || opensWithName(paragraph, company);
    if (sectionKind === "role" && blurb && !ROLE_CUES.test(paragraph)) return "about";
  }
  return sectionKind;
}

/** The company's name as a posting writes it in prose: lower case, without its legal form ("Marrowfield Grocers, Inc."). */
export function companyNameInProse(company: string): string {
  return company
    .replace(/[,.]?\s+(?:inc|llc|ltd|corp|corporation|co|company|plc|gmbh|lp|llp)\.?$/i, "")
    .trim()
    .toLowerCase();
}

/** "Marrowfield Grocers operates…" for the company "Marrowfield Grocers, Inc.". */
function opensWithName(paragraph: string, company: string): boolean {
  const name = companyNameInProse(company);
  return name.length >= 3 && paragraph.trimStart().toLowerCase().startsWith(`${name} `);
}

export interface PostingBlock {
  kind: PostingSectionKind;
  heading: string;
  start: number;
  end: number;
}

/** Sections refined to paragraphs (blank-line separated blocks), each with its kind. */
export function splitPosting(text: string, company = ""): PostingBlock[] {
  const blocks: PostingBlock[] = [];
  for (const section of splitSections(text, classifyPostingHeading, "role")) {
    const body = text.slice(section.start, section.end);
    let offset = section.start;
    for (const paragraph of body.split(/\n[^\S\n]*\n/)) {
      const kind = paragraphKind(paragraph, section.kind, company);
      const last = blocks[blocks.length - 1];
      const start = offset;
      const end = offset + paragraph.length;
      if (paragraph.trim() !== "") {
        if (last && last.kind === kind && last.heading === section.heading) last.end = end;
        else blocks.push({ kind, heading: section.heading, start, end });
      }
      offset = end + (text.slice(end).match(/^\n[^\S\n]*\n/)?.[0].length ?? 0);
    }
  }
  return blocks;
}

export type { Section };
