import { cn } from "../../../lib/class-names.ts";
import { formatDate } from "../utils/history-display.ts";
import type { TrendPoint } from "../utils/score-trends.ts";

const SIZES = {
  // The overall trend: a full-width chart with the 60 and 80 bands labelled.
  large: { width: 320, height: 132, padLeft: 22, padRight: 8, padTop: 8, padBottom: 20, dot: 3, stroke: 2 },
  // One job's progress on its card: a sparkline.
  small: { width: 160, height: 48, padLeft: 4, padRight: 4, padTop: 4, padBottom: 4, dot: 2.5, stroke: 2 },
} as const;

export interface ScoreTrendChartProps {
  /** Oldest first; at least two points make a line. */
  points: readonly TrendPoint[];
  /** What the chart says, in words (role="img" makes this its name). */
  label: string;
  size?: keyof typeof SIZES;
  className?: string;
}

/**
 * Scores 0–100 against time, drawn as plain SVG (no chart library for one line). Points are spaced evenly, in order,
 * so several analyses on one day stay readable; the dates are in the label and in each point's tooltip. The colour
 * bands are the score bands of SPEC.md section 4 (80+ good, 60–79 fair, below 60 weak).
 */
export function ScoreTrendChart({ points, label, size = "large", className }: ScoreTrendChartProps) {
  const s = SIZES[size];
  const plotWidth = s.width - s.padLeft - s.padRight;
  const plotHeight = s.height - s.padTop - s.padBottom;
  const x = (index: number) => s.padLeft + (points.length <= 1 ? plotWidth / 2 : (index * plotWidth) / (points.length - 1));
  const y = (score: number) => s.padTop + ((100 - score) * plotHeight) / 100;
  const line = points.map((point, index) => `${x(index).toFixed(1)},${y(point.score).toFixed(1)}`).join(" ");
  const first = points[0];
  const last = points.at(-1);

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${s.width} ${s.height}`}
      className={cn("block h-auto", size === "large" ? "w-full" : "w-40", className)}
    >
      <rect x={s.padLeft} y={y(100)} width={plotWidth} height={y(80) - y(100)} className="fill-green-50" />
      <rect x={s.padLeft} y={y(80)} width={plotWidth} height={y(60) - y(80)} className="fill-yellow-50" />
      <rect x={s.padLeft} y={y(60)} width={plotWidth} height={y(0) - y(60)} className="fill-red-50" />
      {[80, 60].map((band) => (
        <line
          key={band}
          x1={s.padLeft}
          x2={s.width - s.padRight}
          y1={y(band)}
          y2={y(band)}
          strokeDasharray="3 3"
          strokeWidth={1}
          className="stroke-slate-300"
        />
      ))}
      {size === "large" &&
        [100, 80, 60, 0].map((tick) => (
          <text key={tick} x={s.padLeft - 4} y={y(tick) + 3} textAnchor="end" className="fill-slate-500 text-[8px]">
            {tick}
          </text>
        ))}
      {size === "large" && first && last && points.length > 1 && (
        <>
          <text x={x(0)} y={s.height - 6} textAnchor="start" className="fill-slate-500 text-[8px]">
            {formatDate(first.createdAt)}
          </text>
          <text x={x(points.length - 1)} y={s.height - 6} textAnchor="end" className="fill-slate-500 text-[8px]">
            {formatDate(last.createdAt)}
          </text>
        </>
      )}
      {points.length > 1 && (
        <polyline
          points={line}
          fill="none"
          strokeWidth={s.stroke}
          strokeLinejoin="round"
          strokeLinecap="round"
          className="stroke-indigo-600"
        />
      )}
      {points.map((point, index) => (
        <circle
          key={point.id}
          cx={x(index)}
          cy={y(point.score)}
          r={point === last ? s.dot + 1 : s.dot}
          className={point === last ? "fill-indigo-700" : "fill-white stroke-indigo-600"}
          strokeWidth={point === last ? 0 : 1.5}
        >
          {size === "large" && <title>{`${point.score} on ${new Date(point.createdAt).toLocaleString()}`}</title>}
        </circle>
      ))}
    </svg>
  );
}
