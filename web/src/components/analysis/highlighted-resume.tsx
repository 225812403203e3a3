import { highlightResume, type KeywordItem, segmentHighlights } from "@jobfit/core";
import { Fragment, useMemo } from "react";
import { cn } from "../../lib/class-names.ts";
import "./analysis.css";

export interface HighlightedResumeProps {
  resumeText: string;
  matchedKeywords: KeywordItem[];
  className?: string;
}

/**
 * The resume as the user wrote it, keywords marked perfect, partial or missing with a tooltip.
 * Every segment is rendered as a React text child, so the user's text is never interpreted as HTML.
 */
export function HighlightedResume({ resumeText, matchedKeywords, className }: HighlightedResumeProps) {
  const segments = useMemo(() => {
    const { text, spans } = highlightResume(resumeText, { matchedKeywords });
    let offset = 0;
    return segmentHighlights(text, spans).map((segment) => {
      const start = offset;
      offset += segment.text.length;
      return { ...segment, start };
    });
  }, [resumeText, matchedKeywords]);

  return (
    <div className={cn("highlighted-resume", className)}>
      {segments.map(({ text, span, start }) =>
        span ? (
          <mark key={start} className={span.matchType} title={span.tooltip}>
            {text}
          </mark>
        ) : (
          <Fragment key={start}>{text}</Fragment>
        ),
      )}
    </div>
  );
}
