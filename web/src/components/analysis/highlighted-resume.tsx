import { highlightResume, type KeywordItem, segmentHighlights } from "@jobfit/core";
import { Fragment, useMemo } from "react";
import { cn } from "../../lib/class-names.ts";
import { Tooltip, TooltipContent, TooltipTrigger } from "../ui/tooltip.tsx";
import "./analysis.css";

export interface HighlightedResumeProps {
  resumeText: string;
  matchedKeywords: KeywordItem[];
  className?: string;
  /**
   * False (the default): each highlight's tooltip is its native `title`. True: each highlight can take keyboard focus
   * and shows its tooltip on hover and on focus, announced to screen readers; needs a TooltipProvider above it.
   */
  interactiveTooltips?: boolean;
}

/**
 * The resume as the user wrote it, keywords marked perfect, partial or missing with a tooltip.
 * Every segment is rendered as a React text child, so the user's text is never interpreted as HTML.
 */
export function HighlightedResume({ resumeText, matchedKeywords, className, interactiveTooltips = false }: HighlightedResumeProps) {
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
          interactiveTooltips ? (
            <Tooltip key={start} delayDuration={150}>
              <TooltipTrigger asChild>
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how a keyboard user reads the highlight's tooltip. */}
                <mark className={span.matchType} tabIndex={0}>
                  {text}
                </mark>
              </TooltipTrigger>
              <TooltipContent>{span.tooltip}</TooltipContent>
            </Tooltip>
          ) : (
            <mark key={start} className={span.matchType} title={span.tooltip}>
              {text}
            </mark>
          )
        ) : (
          <Fragment key={start}>{text}</Fragment>
        ),
      )}
    </div>
  );
}
