/** How well the resume carries the posting's job title: the whole title (without seniority words) or its words. */
import type { ResumeProfile } from "../match/resume.ts";
import type { Token } from "../text/tokens.ts";

export function titleMatchScore(titleCore: readonly Token[], resume: ResumeProfile): number {
  if (titleCore.length === 0) return 100;
  const keys = titleCore.map((t) => t.key);
  const tokens = resume.tokens;
  for (let i = 0; i + keys.length <= tokens.length; i++) {
    if (keys.every((key, k) => tokens[i + k]!.key === key && (k === 0 || tokens[i + k]!.joinsPrevious))) return 100;
  }
  // Some of the title's words, in any order: partial credit, capped below a whole-title match.
  const stems = new Set(tokens.map((t) => t.stem));
  const present = titleCore.filter((t) => stems.has(t.stem)).length;
  return Math.round((60 * present) / titleCore.length);
}
