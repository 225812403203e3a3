import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ScoreRing } from "./score-ring.tsx";

function arcOf(container: HTMLElement) {
  const arc = container.querySelector(".score-ring__arc");
  if (arc === null) return null;
  const [length, circumference] = (arc.getAttribute("stroke-dasharray") ?? "").split(" ").map(Number);
  return { length: length ?? Number.NaN, circumference: circumference ?? Number.NaN };
}

describe("ScoreRing", () => {
  it.each([
    [85, "band-good"],
    [65, "band-warning"],
    [40, "band-error"],
  ])("draws %i as an arc proportional to the score with the %s colour", (score, bandClass) => {
    const { container } = render(<ScoreRing score={score} />);
    const ring = screen.getByRole("img", { name: `Overall score: ${score} out of 100` });
    expect(ring.classList.contains(bandClass)).toBe(true);
    for (const other of ["band-good", "band-warning", "band-error"].filter((c) => c !== bandClass)) {
      expect(ring.classList.contains(other)).toBe(false);
    }
    const arc = arcOf(container);
    expect(arc).not.toBeNull();
    // Default size 96, stroke 8: radius 44.
    expect(arc?.circumference).toBeCloseTo(2 * Math.PI * 44, 6);
    expect((arc?.length ?? 0) / (arc?.circumference ?? 1)).toBeCloseTo(score / 100, 6);
    expect(ring.textContent).toContain(String(score));
  });

  it.each([
    [79, "band-warning"],
    [80, "band-good"],
    [59, "band-error"],
    [60, "band-warning"],
  ])("puts the band boundary %i in %s", (score, bandClass) => {
    render(<ScoreRing score={score} />);
    expect(screen.getByRole("img").classList.contains(bandClass)).toBe(true);
  });

  it("uses the default size 96 and stroke 8, and honours other sizes and labels", () => {
    const { container, rerender } = render(<ScoreRing score={50} />);
    const svg = container.querySelector("svg");
    expect(svg?.getAttribute("width")).toBe("96");
    expect(container.querySelector(".score-ring__track")?.getAttribute("stroke-width")).toBe("8");

    rerender(<ScoreRing score={50} size={120} strokeWidth={10} label="Hard Skills" />);
    expect(container.querySelector("svg")?.getAttribute("width")).toBe("120");
    expect(arcOf(container)?.circumference).toBeCloseTo(2 * Math.PI * 55, 6);
    expect(screen.getByRole("img", { name: "Hard Skills score: 50 out of 100" })).toBeTruthy();
  });

  it("clamps scores outside 0 to 100 and draws no arc for 0", () => {
    const { container, rerender } = render(<ScoreRing score={140} />);
    expect(screen.getByRole("img").getAttribute("aria-label")).toBe("Overall score: 100 out of 100");
    const full = arcOf(container);
    expect(full?.length).toBeCloseTo(full?.circumference ?? 0, 6);

    rerender(<ScoreRing score={-5} />);
    expect(screen.getByRole("img").getAttribute("aria-label")).toBe("Overall score: 0 out of 100");
    expect(arcOf(container)).toBeNull();
  });
});
