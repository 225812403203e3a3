import type { KeywordItem, Suggestion } from "@jobfit/core";

export function keyword(text: string, matchType: KeywordItem["matchType"], overrides: Partial<KeywordItem> = {}): KeywordItem {
  return {
    text,
    matchType,
    tooltip: `${text}: ${matchType}`,
    kind: "hard",
    required: true,
    weight: 1,
    foundAs: matchType === "missing" ? [] : [text],
    ...overrides,
  };
}

export function suggestion(n: number, overrides: Partial<Suggestion> = {}): Suggestion {
  return {
    id: `suggestion-${n}`,
    title: `Suggestion ${n}`,
    description: `Do thing number ${n}.`,
    priority: "medium",
    scoreImpact: n,
    isPro: false,
    ...overrides,
  };
}
