/**
 * The Quick improvements box: a keyword goes where an ATS and a recruiter look for it, the resume's skills list.
 * The resume is plain text, so the list is found by its heading and extended in the style it already uses.
 */
import { normalizeLineEndings } from "@jobfit/core";

const SKILLS_HEADING =
  /^((technical|core|key|professional|relevant|additional|hard|soft|computer) )?(skills|competencies|expertise|technologies|tech stack|tools|skill set|skills (and|&) (tools|abilities)|areas of expertise|core qualifications)$/i;
/** Headings that end a skills section written with a blank line under its heading. */
const OTHER_HEADING =
  /^((professional|work|relevant) )?(summary|profile|objective|experience|work history|employment|education|certifications?|licenses?|projects?|awards|publications|languages|interests|volunteer(ing)?|references)$/i;
const BULLET = /^(\s*[-*•·‣▪◦]\s*)/;
const LIST_SEPARATORS = [",", "|", ";", "•", "·"] as const;

export interface KeywordAddition {
  text: string;
  /** False when the skills list already names the keyword; the text is then unchanged. */
  added: boolean;
}

function headingOf(line: string): { heading: string; rest: string } | null {
  const colon = line.indexOf(":");
  const heading = (colon >= 0 ? line.slice(0, colon) : line).trim();
  if (!SKILLS_HEADING.test(heading)) return null;
  return { heading, rest: colon >= 0 ? line.slice(colon + 1).trim() : "" };
}

function listsKeyword(lines: readonly string[], keyword: string): boolean {
  const wanted = keyword.toLowerCase();
  return lines.flatMap((line) => line.replace(BULLET, "").split(/[,|;•·]/)).some((item) => item.trim().toLowerCase() === wanted);
}

function separatorOf(line: string): string {
  const used = LIST_SEPARATORS.find((separator) => line.includes(separator));
  return used === undefined || used === "," ? ", " : ` ${used} `;
}

/** The resume with `keyword` added to its skills list, or a Skills section appended when it has none. */
export function addKeywordToResume(resumeText: string, keyword: string): KeywordAddition {
  const text = normalizeLineEndings(resumeText);
  const lines = text.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const found = headingOf(lines[index] ?? "");
    if (found === null) continue;

    // "Skills: Python, SQL" on one line.
    if (found.rest !== "") {
      if (listsKeyword([found.rest], keyword)) return { text, added: false };
      lines[index] = `${(lines[index] ?? "").trimEnd()}${separatorOf(found.rest)}${keyword}`;
      return { text: lines.join("\n"), added: true };
    }

    // A heading line, then the list: every line up to the next blank line.
    let first = index + 1;
    while (first < lines.length && (lines[first] ?? "").trim() === "") first++;
    if (OTHER_HEADING.test((lines[first] ?? "").trim().replace(/:$/, ""))) first = lines.length;
    let last = first;
    while (last < lines.length && (lines[last] ?? "").trim() !== "") last++;
    const body = lines.slice(first, last);
    if (body.length === 0) {
      lines.splice(index + 1, 0, keyword);
      return { text: lines.join("\n"), added: true };
    }
    if (listsKeyword(body, keyword)) return { text, added: false };
    const lastLine = body[body.length - 1] ?? "";
    const bullet = BULLET.exec(lastLine)?.[1];
    if (bullet === undefined && LIST_SEPARATORS.some((separator) => lastLine.includes(separator))) {
      lines[last - 1] = `${lastLine.trimEnd()}${separatorOf(lastLine)}${keyword}`;
    } else {
      lines.splice(last, 0, `${bullet ?? ""}${keyword}`);
    }
    return { text: lines.join("\n"), added: true };
  }
  const trimmed = text.trimEnd();
  return { text: trimmed === "" ? `Skills\n${keyword}` : `${trimmed}\n\nSkills\n${keyword}`, added: true };
}
