import { scoreBand } from "@jobfit/core";
import { cn } from "../../lib/class-names.ts";
import { clampScore } from "../../lib/score.ts";
import "./analysis.css";

export interface ScoreRingProps {
  /** 0 to 100. */
  score: number;
  size?: number;
  strokeWidth?: number;
  label?: string;
  className?: string;
}

/** The overall score as a ring whose arc is proportional to the score, coloured by its band. */
export function ScoreRing({ score, size = 96, strokeWidth = 8, label = "Overall", className }: ScoreRingProps) {
  const value = clampScore(score);
  const band = scoreBand(value);
  const center = size / 2;
  const radius = Math.max(0, (size - strokeWidth) / 2);
  const circumference = 2 * Math.PI * radius;
  const arcLength = (circumference * value) / 100;

  return (
    <div
      className={cn("score-ring", `band-${band}`, className)}
      role="img"
      aria-label={`${label} score: ${value} out of 100`}
      data-band={band}
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle className="score-ring__track" cx={center} cy={center} r={radius} fill="none" strokeWidth={strokeWidth} />
        {value > 0 && (
          <circle
            className="score-ring__arc"
            cx={center}
            cy={center}
            r={radius}
            fill="none"
            strokeWidth={strokeWidth}
            strokeLinecap={value < 100 ? "round" : "butt"}
            strokeDasharray={`${arcLength} ${circumference}`}
            transform={`rotate(-90 ${center} ${center})`}
          />
        )}
      </svg>
      <div className="score-ring__text" aria-hidden="true">
        <span className="score-ring__value">{value}</span>
        <span className="score-ring__label">{label}</span>
      </div>
    </div>
  );
}
