import type { KeywordItem, MatchType } from "@jobfit/core";
import { cn } from "../../lib/class-names.ts";
import "./analysis.css";

export interface KeywordListProps {
  keywords: readonly KeywordItem[];
  className?: string;
}

const GROUPS: ReadonlyArray<{ matchType: MatchType; title: string }> = [
  { matchType: "perfect", title: "Matched" },
  { matchType: "partial", title: "Partly matched" },
  { matchType: "missing", title: "Missing" },
];

/** The posting's keywords grouped by how the resume matches them, heaviest first. */
export function KeywordList({ keywords, className }: KeywordListProps) {
  return (
    <div className={cn("keyword-list", className)}>
      {GROUPS.map(({ matchType, title }) => {
        const group = keywords.filter((k) => k.matchType === matchType).sort((a, b) => b.weight - a.weight);
        if (group.length === 0) return null;
        return (
          <section key={matchType} className="keyword-list__group">
            <h4 className="keyword-list__title">
              {title} <span className="keyword-list__count">({group.length})</span>
            </h4>
            <ul className="keyword-list__items">
              {group.map((keyword) => (
                <li key={`${keyword.kind}:${keyword.text}`} className={cn("keyword-chip", matchType)} title={keyword.tooltip}>
                  {keyword.text}
                  {keyword.required && (
                    <span className="keyword-chip__required">
                      <span aria-hidden="true"> *</span>
                      <span className="visually-hidden"> (required)</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
