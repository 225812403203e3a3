import { impactBand, type Suggestion } from "@jobfit/core";
import { cn } from "../../lib/class-names.ts";
import "./analysis.css";

/** SPEC.md section 5: the list shows at most the first 6 suggestions. */
export const MAX_SUGGESTIONS = 6;

export interface SuggestionListProps {
  suggestions: readonly Suggestion[];
  /** Shown for suggestions the AI optimizer can apply (isPro); without it no Apply button is offered. */
  onApply?: (suggestion: Suggestion) => void;
  className?: string;
}

const PRIORITY_LABEL = { high: "High priority", medium: "Medium priority", low: "Low priority" } as const;

export function SuggestionList({ suggestions, onApply, className }: SuggestionListProps) {
  if (suggestions.length === 0) {
    return (
      <div className={cn("suggestion-list suggestion-list--empty", className)}>
        <p className="suggestion-list__empty-title">Personalized suggestions will appear here</p>
        <p className="suggestion-list__empty-hint">Run an analysis to get started</p>
      </div>
    );
  }
  return (
    <ol className={cn("suggestion-list", className)}>
      {suggestions.slice(0, MAX_SUGGESTIONS).map((suggestion) => (
        <li key={suggestion.id} className={cn("suggestion", `priority-${suggestion.priority}`)}>
          <div className="suggestion__header">
            <span className="suggestion__title">{suggestion.title}</span>
            <span
              className={cn("suggestion__impact", `impact-${impactBand(suggestion.scoreImpact)}`)}
              title={`Applying this could raise your overall score by ${suggestion.scoreImpact} points`}
            >
              +{suggestion.scoreImpact}
            </span>
          </div>
          <p className="suggestion__description">{suggestion.description}</p>
          <div className="suggestion__footer">
            <span className="suggestion__priority">{PRIORITY_LABEL[suggestion.priority]}</span>
            {suggestion.isPro && onApply && (
              <button type="button" className="suggestion__apply" onClick={() => onApply(suggestion)}>
                Apply
              </button>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
