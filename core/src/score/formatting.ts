/**
 * ATS formatting checks (ATS-CHECKS.md): each says what it found, why it matters, what to do, and the points
 * it costs. The formatting score is 100 minus the points lost.
 */
import type { Check, DocumentLayout } from "../contracts.ts";
import type { ResumeProfile, ResumeSectionKind } from "../match/resume.ts";
import type { DateRange } from "./experience.ts";

interface CheckSpec {
  id: string;
  title: string;
  why: string;
}

function check(spec: CheckSpec, status: Check["status"], detail: string, fix: string, penalty: number): Check {
  return { ...spec, status, detail, fix: status === "pass" ? "" : fix, penalty: status === "pass" ? 0 : penalty };
}

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;
const PHONE = /(\+?\d{1,3}[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}\b|\+\d{2}[\d\s]{8,14}\d/;
const LOCATION = /\b[A-Z][a-zA-Z.' -]+,\s*(?:[A-Z]{2}|[A-Z][a-z]+)\b|\bremote\b/;
const PROFILE_LINK = /\b(linkedin\.com\/|github\.com\/|behance\.net\/|dribbble\.com\/|https?:\/\/|www\.)\S+/i;
const WEAK_OPENERS =
  /^(?:•\s*)?(responsible for|helped (?:with|to)?|assisted (?:with|in)|worked on|duties included|tasked with|in charge of)\b/gim;
const FIRST_PERSON = /\b(I|me|my|myself)\b/g;
const BULLET_GLYPHS =
  /^[ \t]*([\u2022\u2023\u2043\u2219\u25AA\u25AB\u25CF\u25CB\u25A0\u25A1\u25BA\u25B8\u25E6\u27A2\u2756\uF0B7\uF0A7\u00B7*-])\s+/gm;
const MEASURABLE = /\d|%|\$|€|£/;

const ORDINARY_SYMBOLS = new Set([..."\u2022.,;:'\"()-/&%$+#@|!?*"]);
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Icons, dingbats and other symbols an ATS may garble (letters of any script and common punctuation are fine). */
function countUnusualSymbols(text: string): number {
  let count = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 128 ? code < 32 && code !== 10 : !ORDINARY_SYMBOLS.has(char) && !LETTER_OR_DIGIT.test(char) && !/\s/.test(char)) count++;
  }
  return count;
}

export interface FormattingInput {
  resume: ResumeProfile;
  /** The roles' date ranges (findDateRanges over the Experience section, or the whole resume without one). */
  dateRanges: readonly DateRange[];
  /** The text as given (before normalization), for glyph-level checks. */
  originalText: string;
  layout?: DocumentLayout | undefined;
}

export function runFormattingChecks({ resume, originalText, layout, dateRanges: ranges }: FormattingInput): Check[] {
  const { text } = resume;
  const kinds = new Set(resume.sections.map((s) => s.kind));
  const checks: Check[] = [];
  const words = resume.tokens.length;

  // Contact details: in the body, where every parser reads them.
  const hasEmail = EMAIL.test(text);
  checks.push(
    check(
      {
        id: "contact-email",
        title: "Email address",
        why: "Recruiters and ATSs need an address to reply to; one in a header or footer is often lost.",
      },
      hasEmail ? "pass" : "fail",
      hasEmail ? "An email address is in the resume." : "No email address was found.",
      "Put your email address at the top of the resume, in the body text.",
      10,
    ),
  );
  const hasPhone = PHONE.test(text);
  checks.push(
    check(
      { id: "contact-phone", title: "Phone number", why: "Many recruiters call first; an ATS stores the number from the resume." },
      hasPhone ? "pass" : "fail",
      hasPhone ? "A phone number is in the resume." : "No phone number was found.",
      "Add a phone number beside your email address.",
      6,
    ),
  );
  const hasLocation = LOCATION.test(text.slice(0, 400));
  checks.push(
    check(
      { id: "contact-location", title: "Location", why: "Recruiters filter candidates by city and state." },
      hasLocation ? "pass" : "warn",
      hasLocation ? "A location is near the top." : "No city and state were found near the top.",
      "Add your city and state (or 'Remote') to the contact line.",
      2,
    ),
  );
  const hasLink = PROFILE_LINK.test(text);
  checks.push(
    check(
      { id: "contact-link", title: "LinkedIn or portfolio", why: "Most recruiters look up a candidate's profile before calling." },
      hasLink ? "pass" : "warn",
      hasLink ? "A profile or portfolio link is in the resume." : "No LinkedIn, GitHub or portfolio link was found.",
      "Add your LinkedIn URL (or a portfolio) to the contact line.",
      2,
    ),
  );

  // Standard headings: parsers file the text under them.
  const headings: Array<[ResumeSectionKind, string, number, Check["status"]]> = [
    ["experience", "Experience", 10, "fail"],
    ["education", "Education", 5, "fail"],
    ["skills", "Skills", 6, "fail"],
    ["summary", "Summary", 2, "warn"],
  ];
  for (const [kind, label, penalty, missingStatus] of headings) {
    const found = kinds.has(kind);
    checks.push(
      check(
        {
          id: `heading-${kind}`,
          title: `${label} section`,
          why: "ATSs file resume text under standard headings; creative headings confuse them.",
        },
        found ? "pass" : missingStatus,
        found ? `A standard ${label} heading was found.` : `No standard ${label} heading was found.`,
        `Add a section headed "${label}"${kind === "summary" ? " with two or three lines on who you are and what you offer" : ""}.`,
        penalty,
      ),
    );
  }

  // Dates: consistent month/year ranges on every role.
  const styles = new Set(ranges.map((r) => r.style));
  const datesSpec = {
    id: "dates",
    title: "Dates of roles",
    why: "ATSs compute your years of experience from month/year ranges; missing or mixed formats are misread.",
  };
  if (ranges.length === 0) {
    checks.push(
      check(datesSpec, "fail", "No date ranges were found for your roles.", "Give every role a range such as 'Jan 2020 - Present'.", 8),
    );
  } else if (styles.size > 1) {
    checks.push(
      check(
        datesSpec,
        "warn",
        `Dates use ${styles.size} different formats (${ranges
          .map((r) => `'${r.text}'`)
          .slice(0, 3)
          .join(", ")}).`,
        "Write every date range the same way, for example 'Mar 2019 - Jun 2022'.",
        3,
      ),
    );
  } else {
    checks.push(check(datesSpec, "pass", `${ranges.length} date range${ranges.length === 1 ? "" : "s"} in one consistent format.`, "", 0));
  }

  // Length.
  const lengthSpec = {
    id: "length",
    title: "Length",
    why: "Too short reads as thin; too long buries what matters (most roles: 400 to 1,000 words).",
  };
  if (words < 250)
    checks.push(
      check(lengthSpec, "fail", `${words} words: too short.`, "Describe each role with 3-6 bullets of what you did and achieved.", 10),
    );
  else if (words < 400)
    checks.push(
      check(lengthSpec, "warn", `${words} words: on the short side.`, "Add detail to your recent roles: scope, tools and results.", 4),
    );
  else if (words > 1500)
    checks.push(
      check(lengthSpec, "warn", `${words} words: too long.`, "Cut older roles and repeated points to stay under 1,000 words.", 3),
    );
  else if (words > 1000)
    checks.push(
      check(lengthSpec, "warn", `${words} words: long for most roles.`, "Trim to about 1,000 words unless the role asks for a CV.", 1),
    );
  else checks.push(check(lengthSpec, "pass", `${words} words.`, "", 0));

  // Bullets, and one bullet style.
  const bulletLines = text.split("\n").filter((line) => line.startsWith("• "));
  const glyphs = new Set([...originalText.matchAll(BULLET_GLYPHS)].map((m) => m[1]));
  const bulletsSpec = {
    id: "bullets",
    title: "Bullet points",
    why: "Bullets make each achievement a separate, scannable line for people and parsers.",
  };
  if (bulletLines.length < 3)
    checks.push(check(bulletsSpec, "warn", `${bulletLines.length} bulleted lines.`, "Write each role's achievements as bullets.", 4));
  else if (glyphs.size > 1)
    checks.push(check(bulletsSpec, "warn", `${glyphs.size} different bullet symbols are used.`, "Use one bullet symbol throughout.", 2));
  else checks.push(check(bulletsSpec, "pass", `${bulletLines.length} bulleted lines in one style.`, "", 0));

  // Measurable results.
  const measured = bulletLines.filter((line) => MEASURABLE.test(line)).length;
  const resultsSpec = {
    id: "measurable-results",
    title: "Measurable results",
    why: "Numbers (%, $, counts, time saved) show impact; recruiters look for them first.",
  };
  const enough = measured >= 3 || (bulletLines.length > 0 && measured / bulletLines.length >= 0.3);
  checks.push(
    check(
      resultsSpec,
      enough ? "pass" : "warn",
      `${measured} of ${bulletLines.length} bullets contain a number.`,
      "Add numbers to your strongest bullets: how many, how much, how fast.",
      5,
    ),
  );

  // Tone.
  const weak = [...text.matchAll(WEAK_OPENERS)].map((m) => m[1]!.toLowerCase());
  checks.push(
    check(
      { id: "weak-openers", title: "Strong opening verbs", why: "Openers like 'Responsible for' describe duties, not achievements." },
      weak.length === 0 ? "pass" : "warn",
      weak.length === 0 ? "Bullets open with action verbs." : `${weak.length} line${weak.length === 1 ? "" : "s"} open with '${weak[0]}'.`,
      "Start each bullet with an action verb (Led, Built, Reduced) that says what you achieved.",
      2,
    ),
  );
  const firstPerson = (text.match(FIRST_PERSON) ?? []).length;
  checks.push(
    check(
      {
        id: "first-person",
        title: "No first person",
        why: "Resumes are written without 'I' and 'my'; they read as informal to recruiters.",
      },
      firstPerson < 2 ? "pass" : "warn",
      firstPerson < 2 ? "No first-person pronouns." : `${firstPerson} first-person pronouns (I, me, my).`,
      "Drop 'I' and 'my': start lines with the verb.",
      2,
    ),
  );

  // Parser risks from the file itself.
  const capsLines = text
    .split("\n")
    .filter((line) => /[A-Z]/.test(line) && line === line.toUpperCase() && line.split(/\s+/).length >= 5).length;
  if (capsLines > 2) {
    checks.push(
      check(
        { id: "all-caps", title: "ALL-CAPS text", why: "Long upper-case lines are hard to read and some parsers mangle them." },
        "warn",
        `${capsLines} long lines are in capitals.`,
        "Keep capitals for headings only.",
        3,
      ),
    );
  }
  const symbols = countUnusualSymbols(text);
  if (text.length > 0 && symbols / text.length > 0.02) {
    checks.push(
      check(
        { id: "special-characters", title: "Special characters", why: "Icons and symbols often come out as garbage in an ATS." },
        "warn",
        `${symbols} unusual symbols.`,
        "Replace icons and symbols with plain words.",
        4,
      ),
    );
  }
  if (layout) {
    if (layout.fileType) {
      checks.push(
        check(
          { id: "file-type", title: "File type", why: "PDF and DOCX are read by every ATS; images and scans are not." },
          "pass",
          `${layout.fileType.toUpperCase()} file.`,
          "",
          0,
        ),
      );
    }
    const layoutRisks: Array<[boolean, string, string, string, string, number]> = [
      [
        (layout.columns ?? 1) > 1,
        "columns",
        "Single column",
        `${layout.columns} columns were detected.`,
        "Use a single-column layout; many ATSs read across columns and mix the lines.",
        8,
      ],
      [
        (layout.tables ?? 0) > 0,
        "tables",
        "No tables",
        `${layout.tables} table${layout.tables === 1 ? "" : "s"} detected.`,
        "Move text out of tables into plain lines.",
        6,
      ],
      [
        (layout.textBoxes ?? 0) > 0,
        "text-boxes",
        "No text boxes",
        `${layout.textBoxes} text box${layout.textBoxes === 1 ? "" : "es"} detected.`,
        "Move text out of text boxes; parsers often skip them.",
        6,
      ],
      [
        (layout.images ?? 0) > 0,
        "images",
        "No images",
        `${layout.images} image${layout.images === 1 ? "" : "s"} detected.`,
        "Remove images and icons, or make sure no information is only in them.",
        4,
      ],
      [(layout.pages ?? 1) > 2, "pages", "Two pages at most", `${layout.pages} pages.`, "Cut to two pages.", 3],
    ];
    for (const [risky, id, title, detail, fix, penalty] of layoutRisks) {
      checks.push(
        check(
          { id: `layout-${id}`, title, why: "Layouts that look fine to people are often misread by ATS parsers." },
          risky ? "warn" : "pass",
          risky ? detail : "None detected.",
          fix,
          penalty,
        ),
      );
    }
  }
  return checks;
}

export function formattingScore(checks: readonly Check[]): number {
  return Math.max(0, 100 - checks.reduce((sum, c) => sum + c.penalty, 0));
}
