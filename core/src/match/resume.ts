/** A resume read once: normalized text, tokens, sections, taxonomy mentions and goal-only sentences. */

import type { SkillMention } from "../taxonomy/scan.ts";
import { getTaxonomy, type SkillEntry, type Taxonomy } from "../taxonomy/taxonomy.ts";
import { normalizeText } from "../text/normalize.ts";
import { type Section, splitSections } from "../text/sections.ts";
import type { Token } from "../text/tokens.ts";
import { readText } from "./paragraphs.ts";

export type ResumeSectionKind = "header" | "summary" | "experience" | "education" | "skills" | "certifications" | "projects" | "other";

export const RESUME_SECTION_LABEL: Record<ResumeSectionKind, string> = {
  header: "the header",
  summary: "Summary",
  experience: "Experience",
  education: "Education",
  skills: "Skills",
  certifications: "Certifications",
  projects: "Projects",
  other: "the resume",
};

const RESUME_HEADINGS: ReadonlyArray<readonly [RegExp, ResumeSectionKind]> = [
  [
    /^(professional |career |executive )?(summary|profile|objective|about me|overview|career objective|personal statement|qualifications summary|summary of qualifications)$/i,
    "summary",
  ],
  [
    /^((professional|work|relevant|employment|career|industry|clinical|teaching|research|related|other) )?(experience|history|employment|work history|employment history|career history)( history)?$/i,
    "experience",
  ],
  [
    /^(education|academic background|education and training|education & training|academic qualifications|training|education and certifications?|education & certifications?)$/i,
    "education",
  ],
  [
    /^((technical|core|key|professional|relevant|computer|clinical|additional|hard|soft) )?(skills|competencies|expertise|proficiencies|skills and abilities|skills & abilities|areas of expertise|technologies|tools|skill set|skills summary|tech stack|technical proficiencies|core qualifications|skills & tools|skills and tools)$/i,
    "skills",
  ],
  [
    /^(certifications?|licenses?|licences?|certificates?|licenses? (and|&) certifications?|certifications? (and|&) licenses?|credentials|professional development)$/i,
    "certifications",
  ],
  [/^((selected|personal|key|academic|relevant) )?projects?$/i, "projects"],
  [
    /^(awards?|honors?|honours|achievements|publications|volunteer( experience| work)?|volunteering|languages|interests|hobbies|activities|affiliations|memberships|references|leadership|community involvement|additional information)$/i,
    "other",
  ],
];

export function classifyResumeHeading(heading: string, _look?: { styled: boolean }): ResumeSectionKind | null {
  const cleaned = heading.replace(/\s+/g, " ").trim();
  if (cleaned.split(" ").length > 6) return null;
  for (const [pattern, kind] of RESUME_HEADINGS) if (pattern.test(cleaned)) return kind;
  return null;
}

// A skill named only as a goal is not a skill yet ("preparing for the PMP exam").
const GOAL_CUE =
  /\b(preparing for|studying for|pursuing|working towards?|in progress|currently learning|learning|plan(ning)? to|aspiring|aim(ing)? to|expected (in )?(19|20)\d\d|hope to|interested in|would like to)\b/i;

export interface ResumeProfile {
  text: string;
  tokens: Token[];
  sections: Section<ResumeSectionKind>[];
  mentions: SkillMention[];
  /** Mentions by skill, goal-only mentions excluded. */
  bySkill: Map<SkillEntry, SkillMention[]>;
  /** Mentions that only state a goal, by skill. */
  goalOnly: Map<SkillEntry, SkillMention[]>;
  /** Token indices covered by a taxonomy mention. */
  coveredTokens: Set<number>;
  /** Token positions by word key and by stem, so matching looks only where a phrase could start. */
  positionsByKey: Map<string, number[]>;
  positionsByStem: Map<string, number[]>;
}

function indexBy(tokens: readonly Token[], field: "key" | "stem"): Map<string, number[]> {
  const index = new Map<string, number[]>();
  tokens.forEach((token, position) => {
    const list = index.get(token[field]);
    if (list) list.push(position);
    else index.set(token[field], [position]);
  });
  return index;
}

const CLAUSE_END = new Set(["\n", ".", "!", "?", ";"]);

function clauseBounds(text: string, offset: number): [number, number] {
  let start = offset;
  while (start > 0 && !CLAUSE_END.has(text[start - 1]!)) start--;
  let end = offset;
  while (end < text.length && !CLAUSE_END.has(text[end]!)) end++;
  return [start, end];
}

/** The clauses that state a goal, found once per resume. */
function goalClauses(text: string): Array<[number, number]> {
  const clauses: Array<[number, number]> = [];
  for (const match of text.matchAll(new RegExp(GOAL_CUE.source, "gi"))) clauses.push(clauseBounds(text, match.index));
  return clauses;
}

export function readResume(resumeText: string, taxonomy: Taxonomy): ResumeProfile {
  const text = normalizeText(resumeText);
  const { tokens, mentions } = readText(text, taxonomy);
  const sections = splitSections(text, classifyResumeHeading, "header");
  const bySkill = new Map<SkillEntry, SkillMention[]>();
  const goalOnly = new Map<SkillEntry, SkillMention[]>();
  const coveredTokens = new Set<number>();
  const goals = goalClauses(text);
  for (const mention of mentions) {
    for (let i = mention.firstToken; i < mention.endToken; i++) coveredTokens.add(i);
    const target = goals.some(([start, end]) => mention.start >= start && mention.start < end) ? goalOnly : bySkill;
    // A homograph ("GCS") is evidence for each of its senses (`entry` among them): the posting has chosen one already.
    for (const sense of mention.senses) {
      const list = target.get(sense) ?? [];
      list.push(mention);
      target.set(sense, list);
    }
  }
  return {
    text,
    tokens,
    sections,
    mentions,
    bySkill,
    goalOnly,
    coveredTokens,
    positionsByKey: indexBy(tokens, "key"),
    positionsByStem: indexBy(tokens, "stem"),
  };
}

/** The text of every section of one kind, joined; "" when the resume has none. */
export function sectionText(resume: ResumeProfile, kind: ResumeSectionKind): string {
  return resume.sections
    .filter((s) => s.kind === kind)
    .map((s) => resume.text.slice(s.start, s.end))
    .join("\n");
}

/** The canonical names of the taxonomy skills a text names (goals included), in order of first mention. */
export function skillsNamedIn(text: string, taxonomy: Taxonomy = getTaxonomy()): string[] {
  return [...new Set(readResume(text, taxonomy).mentions.map((mention) => mention.entry.name))];
}

export function sectionAt(resume: ResumeProfile, offset: number): ResumeSectionKind {
  for (const section of resume.sections) if (offset >= section.start && offset < section.end) return section.kind;
  // Heading lines themselves fall between sections.
  return "other";
}

export function clauseAt(text: string, offset: number): string {
  const [start, end] = clauseBounds(text, offset);
  return text.slice(start, end).trim();
}
