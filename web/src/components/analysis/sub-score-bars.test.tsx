import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SubScoreBars } from "./sub-score-bars.tsx";

describe("SubScoreBars", () => {
  it("labels Hard Skills, Soft Skills and Formatting with their values and bands", () => {
    render(<SubScoreBars scores={{ hardSkillsScore: 82, softSkillsScore: 61, formattingScore: 30 }} />);
    const rows = [
      ["Hard Skills", 82, "band-good"],
      ["Soft Skills", 61, "band-warning"],
      ["Formatting", 30, "band-error"],
    ] as const;
    for (const [label, value, band] of rows) {
      const meter = screen.getByRole("meter", { name: label });
      expect(meter.getAttribute("aria-valuenow")).toBe(String(value));
      const row = meter.closest("li");
      expect(row?.classList.contains(band)).toBe(true);
      expect(row?.textContent).toBe(`${label}${value}%`);
      expect((row?.querySelector(".sub-score__fill") as HTMLElement | null)?.style.width).toBe(`${value}%`);
    }
    expect(screen.getAllByRole("meter").map((m) => m.closest("li")?.querySelector(".sub-score__label")?.textContent)).toEqual([
      "Hard Skills",
      "Soft Skills",
      "Formatting",
    ]);
  });
});
