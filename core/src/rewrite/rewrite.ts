/**
 * The local, deterministic rewriter. It changes how the resume says things, never what it claims:
 * stronger openers in place of duty phrases, no first person, one bullet style, and the posting's skills that the
 * resume already shows surfaced in its Skills section. It never adds a skill the resume does not already show.
 */
import type { JobProfile } from "../keywords/extract.ts";
import { readResume } from "../match/resume.ts";
import type { Taxonomy } from "../taxonomy/taxonomy.ts";
import { normalizeText } from "../text/normalize.ts";

export interface RewriteResult {
  text: string;
  /** What changed, in words a user reads. */
  changes: string[];
}

const IRREGULAR_PAST: Record<string, string> = {
  lead: "Led",
  build: "Built",
  run: "Ran",
  write: "Wrote",
  make: "Made",
  teach: "Taught",
  sell: "Sold",
  drive: "Drove",
  oversee: "Oversaw",
  give: "Gave",
  hold: "Held",
  grow: "Grew",
  take: "Took",
  bring: "Brought",
  keep: "Kept",
  meet: "Met",
  set: "Set",
  begin: "Began",
  choose: "Chose",
  speak: "Spoke",
  win: "Won",
  spend: "Spent",
  find: "Found",
  handle: "Handled",
  manage: "Managed",
  create: "Created",
  coordinate: "Coordinated",
};

/** "managing" -> "Managed", "planning" -> "Planned", "leading" -> "Led". */
function pastFromGerund(gerund: string): string | null {
  const lower = gerund.toLowerCase();
  if (!lower.endsWith("ing") || lower.length < 6) return null;
  const stem = lower.slice(0, -3);
  for (const [base, past] of Object.entries(IRREGULAR_PAST)) {
    if (stem === base || `${stem}e` === base) return past;
  }
  let past: string;
  if (stem.endsWith("y")) past = `${stem}ed`;
  else if (/[^aeiou]y$/.test(stem)) past = `${stem.slice(0, -1)}ied`;
  else past = `${stem}ed`;
  return past[0]!.toUpperCase() + past.slice(1);
}

interface LineRule {
  pattern: RegExp;
  replace: (match: RegExpMatchArray) => string | null;
  change: string;
}

// Each rule rewrites the start of a line; the rest of the line is kept word for word.
const LINE_RULES: LineRule[] = [
  {
    pattern: /^I\s+(?:was\s+)?responsible for\s+(\w+ing)\b/i,
    replace: (m) => pastFromGerund(m[1]!),
    change: "Replaced 'responsible for …ing' with the action itself",
  },
  {
    pattern: /^(?:I\s+was\s+)?responsible for\s+(\w+ing)\b/i,
    replace: (m) => pastFromGerund(m[1]!),
    change: "Replaced 'responsible for …ing' with the action itself",
  },
  { pattern: /^(?:I\s+was\s+)?responsible for\b/i, replace: () => "Owned", change: "Replaced 'responsible for' with 'Owned'" },
  { pattern: /^(?:helped|assisted)\s+(?:with|in)\b/i, replace: () => "Supported", change: "Replaced 'helped with' with 'Supported'" },
  { pattern: /^worked on\b/i, replace: () => "Contributed to", change: "Replaced 'worked on' with 'Contributed to'" },
  { pattern: /^duties included\b/i, replace: () => "Handled", change: "Replaced 'duties included' with 'Handled'" },
  {
    pattern: /^(?:tasked with|in charge of)\s+(\w+ing)\b/i,
    replace: (m) => pastFromGerund(m[1]!),
    change: "Replaced a duty phrase with the action itself",
  },
  {
    pattern: /^I\s+([a-z]+ed|led|built|ran|wrote|made|taught|sold|drove|oversaw|grew|won|spent|found)\b/,
    replace: (m) => m[1]![0]!.toUpperCase() + m[1]!.slice(1),
    change: "Removed 'I' from the start of lines",
  },
];

function rewriteLine(line: string, changes: Set<string>): string {
  const bullet = line.match(/^(•\s+)/)?.[1] ?? "";
  const body = line.slice(bullet.length);
  for (const rule of LINE_RULES) {
    const match = body.match(rule.pattern);
    if (!match) continue;
    const replacement = rule.replace(match);
    if (replacement === null) continue;
    changes.add(rule.change);
    return bullet + replacement + body.slice(match[0].length);
  }
  return line;
}

export function rewriteResume(resumeText: string, job: JobProfile, taxonomy: Taxonomy): RewriteResult {
  const changes = new Set<string>();
  const normalized = normalizeText(resumeText);
  if (normalized !== resumeText.trim()) changes.add("Made bullets, dashes and quotes consistent");
  const lines = normalized.split("\n").map((line) => rewriteLine(line, changes));
  let text = lines.join("\n");

  // Surface the posting's skills that the resume shows in its bullets but not in its Skills section.
  const resume = readResume(text, taxonomy);
  const skillsSection = resume.sections.find((s) => s.kind === "skills");
  const inSkills = new Set(
    resume.mentions.filter((m) => skillsSection && m.start >= skillsSection.start && m.start < skillsSection.end).map((m) => m.entry),
  );
  const surfaced: string[] = [];
  for (const keyword of job.keywords) {
    if (keyword.kind !== "hard" || !keyword.entry || inSkills.has(keyword.entry)) continue;
    const shown = resume.bySkill.get(keyword.entry);
    if (shown && shown.length > 0) surfaced.push(shown[0]!.surface);
  }
  if (surfaced.length > 0) {
    const list = [...new Set(surfaced)].join(", ");
    if (skillsSection) {
      const insertAt = skillsSection.end;
      const before = text.slice(0, insertAt).replace(/\n+$/, "");
      const after = text.slice(insertAt);
      text = `${before}\n• ${list}${after.startsWith("\n") ? "" : "\n"}${after}`;
    } else {
      text = `${text}\n\nSkills\n• ${list}`;
    }
    changes.add(`Listed in Skills what your experience already shows: ${list}`);
  }
  return { text, changes: [...changes] };
}
