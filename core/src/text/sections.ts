/** Splits text into sections at heading lines. The caller decides what a heading means (posting or resume). */

export interface Section<Kind extends string> {
  kind: Kind;
  /** The heading as written, or "" for text before the first heading. */
  heading: string;
  /** Offsets of the section's body in the text. */
  start: number;
  end: number;
}

export interface HeadingLine<Kind extends string> {
  kind: Kind;
  heading: string;
  lineStart: number;
  /** Where the body starts: after the line, or after the colon of an inline heading ("Requirements: 5+ years"). */
  bodyStart: number;
}

const MAX_HEADING_LENGTH = 70;

/**
 * Finds heading lines: short lines that the classifier recognises, alone on their line or followed by a colon.
 * A line that reads as a sentence (ends in a full stop, or is long) is not a heading.
 */
/** Title Case ("Required Skills"), ALL CAPS, or a single word: how headings look, unlike sentences. */
export function isStyledHeading(heading: string): boolean {
  const words = heading.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length <= 1) return true;
  if (heading === heading.toUpperCase()) return true;
  return words.every((w) => w.length < 4 || /^[\p{Lu}\d]/u.test(w));
}

export type HeadingClassifier<Kind extends string> = (heading: string, look: { styled: boolean }) => Kind | null;

export function findHeadings<Kind extends string>(text: string, classify: HeadingClassifier<Kind>): HeadingLine<Kind>[] {
  const headings: HeadingLine<Kind>[] = [];
  let lineStart = 0;
  for (const line of text.split("\n")) {
    // A bullet or a numbered line is content, whatever it says.
    if (/^\s*(?:[•*+-]|\d+[.)])\s/.test(line)) {
      lineStart += line.length + 1;
      continue;
    }
    const trimmed = line.replace(/^[\s#]+/, "").trim();
    const colon = trimmed.indexOf(":");
    const candidate = (colon > 0 ? trimmed.slice(0, colon) : trimmed).replace(/[*_]+/g, "").trim();
    if (candidate.length > 0 && candidate.length <= MAX_HEADING_LENGTH && !/[.!?]$/.test(candidate)) {
      const alone = colon < 0 || colon === trimmed.length - 1;
      // An inline "Heading: text" only counts when the heading is short, so ordinary sentences with a colon stay text.
      if (alone || candidate.split(/\s+/).length <= 4) {
        const kind = classify(candidate, { styled: isStyledHeading(candidate) || !alone });
        if (kind !== null) {
          const bodyStart = alone ? lineStart + line.length + 1 : lineStart + line.indexOf(":") + 1;
          headings.push({ kind, heading: candidate, lineStart, bodyStart: Math.min(bodyStart, text.length) });
        }
      }
    }
    lineStart += line.length + 1;
  }
  return headings;
}

export function splitSections<Kind extends string>(text: string, classify: HeadingClassifier<Kind>, firstKind: Kind): Section<Kind>[] {
  const headings = findHeadings(text, classify);
  const sections: Section<Kind>[] = [];
  const firstEnd = headings[0]?.lineStart ?? text.length;
  if (firstEnd > 0) sections.push({ kind: firstKind, heading: "", start: 0, end: firstEnd });
  headings.forEach((heading, index) => {
    const end = headings[index + 1]?.lineStart ?? text.length;
    sections.push({ kind: heading.kind, heading: heading.heading, start: heading.bodyStart, end: Math.max(end, heading.bodyStart) });
  });
  return sections;
}
