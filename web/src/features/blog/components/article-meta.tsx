import { Badge } from "../../../components/ui/badge.tsx";
import { cn } from "../../../lib/class-names.ts";

const articleDateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "2025-01-15" → "Jan 15, 2025", the same in every time zone (the date is a calendar day, not an instant). */
export function formatArticleDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : articleDateFormat.format(date);
}

/** 8 → "8 min read". */
export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}

export function ArticleMeta({ date, readTime, className }: { date: string; readTime: number; className?: string }) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 text-slate-600 text-sm", className)}>
      <time dateTime={date}>{formatArticleDate(date)}</time>
      <span aria-hidden="true">·</span>
      <span>{formatReadTime(readTime)}</span>
    </p>
  );
}

export function ArticleTags({ tags, className }: { tags: readonly string[]; className?: string }) {
  return (
    <ul aria-label="Tags" className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="secondary">{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
