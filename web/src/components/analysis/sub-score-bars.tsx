import { type AnalysisResult, scoreBand } from "@jobfit/core";
import { useId } from "react";
import { cn } from "../../lib/class-names.ts";
import { clampScore } from "../../lib/score.ts";
import "./analysis.css";

export type SubScores = Pick<AnalysisResult, "hardSkillsScore" | "softSkillsScore" | "formattingScore">;

export interface SubScoreBarsProps {
  scores: SubScores;
  className?: string;
}

const ROWS = [
  { key: "hardSkillsScore", label: "Hard Skills" },
  { key: "softSkillsScore", label: "Soft Skills" },
  { key: "formattingScore", label: "Formatting" },
] as const satisfies ReadonlyArray<{ key: keyof SubScores; label: string }>;

/** Hard Skills, Soft Skills and Formatting as labelled bars, each coloured by its band. */
export function SubScoreBars({ scores, className }: SubScoreBarsProps) {
  const id = useId();
  return (
    <ul className={cn("sub-score-bars", className)}>
      {ROWS.map(({ key, label }) => {
        const value = clampScore(scores[key]);
        const labelId = `${id}-${key}`;
        return (
          <li key={key} className={cn("sub-score", `band-${scoreBand(value)}`)}>
            <div className="sub-score__header">
              <span id={labelId} className="sub-score__label">
                {label}
              </span>
              <span className="sub-score__value">{value}%</span>
            </div>
            {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be styled alike in Chrome and Firefox. */}
            <div
              className="sub-score__track"
              role="meter"
              aria-labelledby={labelId}
              aria-valuenow={value}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div className="sub-score__fill" style={{ width: `${value}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
