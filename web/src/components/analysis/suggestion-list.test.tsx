import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { suggestion } from "../../test/fixtures.ts";
import { SuggestionList } from "./suggestion-list.tsx";

describe("SuggestionList", () => {
  it("shows at most the first 6 suggestions", () => {
    const suggestions = Array.from({ length: 9 }, (_, i) => suggestion(i + 1));
    render(<SuggestionList suggestions={suggestions} />);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(6);
    expect(items.map((item) => item.querySelector(".suggestion__title")?.textContent)).toEqual([
      "Suggestion 1",
      "Suggestion 2",
      "Suggestion 3",
      "Suggestion 4",
      "Suggestion 5",
      "Suggestion 6",
    ]);
  });

  it.each([
    [9, "impact-excellent"],
    [6, "impact-good"],
    [4, "impact-fair"],
    [2, "impact-poor"],
  ])("shows an impact of %i as +N in the %s band", (impact, band) => {
    render(<SuggestionList suggestions={[suggestion(1, { scoreImpact: impact })]} />);
    const badge = screen.getByText(`+${impact}`);
    expect(badge.classList.contains(band)).toBe(true);
  });

  it("shows the priority", () => {
    render(<SuggestionList suggestions={[suggestion(1, { priority: "high" }), suggestion(2, { priority: "low" })]} />);
    expect(screen.getByText("High priority").closest("li")?.classList.contains("priority-high")).toBe(true);
    expect(screen.getByText("Low priority")).toBeTruthy();
  });

  it("offers Apply only on suggestions the optimizer can apply, when a handler is given", () => {
    const onApply = vi.fn();
    const list = [suggestion(1, { isPro: true }), suggestion(2, { isPro: false })];
    const { rerender } = render(<SuggestionList suggestions={list} />);
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();

    rerender(<SuggestionList suggestions={list} onApply={onApply} />);
    const buttons = screen.getAllByRole("button", { name: "Apply" });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    expect(onApply).toHaveBeenCalledWith(list[0]);
  });

  it("shows the empty state when there are no suggestions", () => {
    render(<SuggestionList suggestions={[]} />);
    expect(screen.getByText("Personalized suggestions will appear here")).toBeTruthy();
    expect(screen.getByText("Run an analysis to get started")).toBeTruthy();
  });
});
