/**
 * Matches each posting keyword against a resume: perfect (the skill or one of its aliases), partial (another word
 * form, a related skill, or only a goal), or missing; each with a tooltip that gives the evidence.
 */
import type { KeywordItem, MatchType } from "../contracts.ts";
import type { JobKeyword } from "../keywords/extract.ts";
import type { Taxonomy } from "../taxonomy/taxonomy.ts";
import { termKeys } from "../text/tokens.ts";
import { clauseAt, RESUME_SECTION_LABEL, type ResumeProfile, type ResumeSectionKind, sectionAt } from "./resume.ts";

export interface KeywordMatch {
  keyword: JobKeyword;
  matchType: MatchType;
  tooltip: string;
  foundAs: string[];
}

function listSections(sections: ResumeSectionKind[], resume: ResumeProfile): string {
  // A resume with no headings at all has no sections to name.
  if (resume.sections.every((s) => s.kind === "header")) return "the resume";
  const labels = [...new Set(sections.map((s) => RESUME_SECTION_LABEL[s]))];
  if (labels.length <= 1) return labels[0] ?? "the resume";
  return `${labels.slice(0, -1).join(", ")} and ${labels[labels.length - 1]}`;
}

function sameWords(a: string, b: string): boolean {
  return termKeys(a).join(" ") === termKeys(b).join(" ");
}

/** Finds a run of tokens whose keys (or stems) equal the wanted ones; returns the [first, end) token range. */
function findRun(
  resume: ResumeProfile,
  wanted: readonly string[],
  by: "key" | "stem",
  skip?: ReadonlySet<number>,
): [number, number] | null {
  const first = wanted[0];
  if (first === undefined) return null;
  const { tokens } = resume;
  const starts = (by === "key" ? resume.positionsByKey : resume.positionsByStem).get(first) ?? [];
  outer: for (const i of starts) {
    if (i + wanted.length > tokens.length) continue;
    for (let k = 0; k < wanted.length; k++) {
      const token = tokens[i + k]!;
      if (token[by] !== wanted[k] || (k > 0 && !token.joinsPrevious) || skip?.has(i + k)) continue outer;
    }
    return [i, i + wanted.length];
  }
  return null;
}

/** The words of a phrase as word forms, in any order, close together in one clause ("managed projects"). */
function findScattered(resume: ResumeProfile, stems: readonly string[], skip: ReadonlySet<number>): [number, number] | null {
  if (stems.length < 2) return null;
  const { tokens } = resume;
  const distinct = new Set(stems);
  const window = stems.length + 3;
  // Start only where one of the phrase's words stands.
  const starts = [...distinct].flatMap((stem) => resume.positionsByStem.get(stem) ?? []).sort((a, b) => a - b);
  for (const i of starts) {
    const seen = new Set<string>();
    let last = i;
    for (let k = i; k < Math.min(tokens.length, i + window); k++) {
      if (k > i && tokens[k]!.startsClause) break;
      const stem = tokens[k]!.stem;
      if (distinct.has(stem) && !skip.has(k)) {
        seen.add(stem);
        last = k;
      }
      if (seen.size === distinct.size) return [i, last + 1];
    }
  }
  return null;
}

const CREDENTIAL_CATEGORY = /certif|licen[cs]|credential/i;
const CREDENTIAL_NAME = /\b(certified|certification|certificate|licen[cs]e[d]?)\b/i;

function describeMissing(keyword: JobKeyword): string {
  const asked = keyword.occurrences > 1 ? `asked ${keyword.occurrences} times, ` : "";
  return `Not found: ${asked}${keyword.required ? "required" : "preferred"}`;
}

export function matchKeyword(keyword: JobKeyword, resume: ResumeProfile, taxonomy: Taxonomy): KeywordMatch {
  const { tokens, text } = resume;
  const entry = keyword.entry;

  // Perfect: the skill itself, by any of its spellings.
  if (entry) {
    const mentions = resume.bySkill.get(entry);
    if (mentions && mentions.length > 0) {
      const foundAs = [...new Set(mentions.map((m) => m.surface))];
      const sections = mentions.map((m) => sectionAt(resume, m.start));
      const other = foundAs.find((form) => !keyword.postingForms.some((p) => sameWords(p, form)));
      const tooltip = other
        ? `Found as '${other}' in ${listSections(sections, resume)}`
        : `Found in ${listSections(sections, resume)}${mentions.length > 1 ? ` (${mentions.length} times)` : ""}`;
      return { keyword, matchType: "perfect", tooltip, foundAs };
    }
  } else {
    // Each of the posting's spellings: its forms, and the words of an acronym it defines ("EQS", "Environment Query System").
    let run: [number, number] | null = null;
    for (const { keys } of keyword.spellings) {
      run = findRun(resume, keys, "key");
      if (run) break;
    }
    if (run) {
      const [first, end] = run;
      const surface = text.slice(tokens[first]!.start, tokens[end - 1]!.end);
      const sections = listSections([sectionAt(resume, tokens[first]!.start)], resume);
      return {
        keyword,
        matchType: "perfect",
        tooltip: sameWords(surface, keyword.text) ? `Found in ${sections}` : `Found as '${surface}' in ${sections}`,
        foundAs: [surface],
      };
    }
  }

  // Partial: another word form of the posting's words ("managed" for "management").
  for (const { stems } of keyword.spellings) {
    if (stems.some((stem) => stem.length < 4)) continue;
    const run = findRun(resume, stems, "stem", resume.coveredTokens) ?? findScattered(resume, stems, resume.coveredTokens);
    if (run) {
      const [first, end] = run;
      const surface = text.slice(tokens[first]!.start, tokens[end - 1]!.end);
      return {
        keyword,
        matchType: "partial",
        tooltip: `Only '${surface}' found; the posting asks for '${keyword.text}'`,
        foundAs: [surface],
      };
    }
  }

  if (entry) {
    // Partial: a closely related skill ("Next.js" for "React"). Not for a credential: nobody half-holds a certification.
    const credential = CREDENTIAL_CATEGORY.test(entry.category) || CREDENTIAL_NAME.test(entry.name);
    for (const related of credential ? [] : taxonomy.relatedTo(entry)) {
      const mentions = resume.bySkill.get(related);
      if (mentions && mentions.length > 0) {
        const surface = mentions[0]!.surface;
        return {
          keyword,
          matchType: "partial",
          tooltip: `Related skill '${surface}' found; the posting asks for '${keyword.text}'`,
          foundAs: [surface],
        };
      }
    }
    // Partial: named only as a goal ("preparing for the PMP exam").
    const goals = resume.goalOnly.get(entry);
    if (goals && goals.length > 0) {
      const goal = goals[0]!;
      return {
        keyword,
        matchType: "partial",
        tooltip: `Only mentioned as a goal: '${clauseAt(text, goal.start)}'`,
        foundAs: [goal.surface],
      };
    }
  }

  return { keyword, matchType: "missing", tooltip: describeMissing(keyword), foundAs: [] };
}

export function matchKeywords(keywords: readonly JobKeyword[], resume: ResumeProfile, taxonomy: Taxonomy): KeywordMatch[] {
  return keywords.map((keyword) => matchKeyword(keyword, resume, taxonomy));
}

export function toKeywordItem(match: KeywordMatch): KeywordItem {
  return {
    text: match.keyword.text,
    matchType: match.matchType,
    tooltip: match.tooltip,
    kind: match.keyword.kind,
    required: match.keyword.required,
    weight: match.keyword.weight,
    foundAs: match.foundAs,
  };
}
