/** Plain-text rendering of an analysis for the terminal. */
import { type AnalysisResult, type JobInput, scoreSummary } from "@jobfit/core";

function bar(score: number): string {
  const filled = Math.round(score / 5);
  return `${"#".repeat(filled)}${".".repeat(20 - filled)}`;
}

export function formatReport(result: AnalysisResult, job: JobInput): string {
  const lines: string[] = [];
  const heading = [job.company, job.title].filter(Boolean).join(" - ");
  if (heading) lines.push(heading, "");
  lines.push(`Overall      ${String(result.overallScore).padStart(3)}  ${bar(result.overallScore)}  ${scoreSummary(result.overallScore)}`);
  lines.push(`Hard skills  ${String(result.hardSkillsScore).padStart(3)}  ${bar(result.hardSkillsScore)}`);
  lines.push(`Soft skills  ${String(result.softSkillsScore).padStart(3)}  ${bar(result.softSkillsScore)}`);
  lines.push(`Formatting   ${String(result.formattingScore).padStart(3)}  ${bar(result.formattingScore)}`, "");
  for (const type of ["perfect", "partial", "missing"] as const) {
    const items = result.matchedKeywords.filter((k) => k.matchType === type);
    lines.push(`${type[0]!.toUpperCase()}${type.slice(1)} (${items.length})`);
    for (const item of items) lines.push(`  ${item.text}  [${item.kind}${item.required ? ", required" : ""}]  ${item.tooltip}`);
    lines.push("");
  }
  lines.push("Top suggestions");
  for (const suggestion of result.suggestions.slice(0, 6)) {
    lines.push(`  +${suggestion.scoreImpact}  [${suggestion.priority}] ${suggestion.title}`);
  }
  lines.push("", `engine ${result.engineVersion}`);
  return `${lines.join("\n")}\n`;
}

export function formatKeywordTable(
  keywords: ReadonlyArray<{ text: string; kind: string; required: boolean; weight: number; category: string }>,
): string {
  const width = Math.max(7, ...keywords.map((k) => k.text.length));
  const lines = [`${"keyword".padEnd(width)}  kind  required  weight  category`];
  for (const k of keywords) {
    lines.push(
      `${k.text.padEnd(width)}  ${k.kind.padEnd(4)}  ${(k.required ? "yes" : "no").padEnd(8)}  ${k.weight.toFixed(2).padStart(6)}  ${k.category}`,
    );
  }
  return `${lines.join("\n")}\n`;
}
