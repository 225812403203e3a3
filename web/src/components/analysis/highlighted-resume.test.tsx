import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { keyword } from "../../test/fixtures.ts";
import { TooltipProvider } from "../ui/tooltip.tsx";
import { HighlightedResume } from "./highlighted-resume.tsx";

describe("HighlightedResume", () => {
  it("renders markup typed by the user as literal text, creating no element", () => {
    const resumeText = 'I shipped <b>bold</b> work and <img src=x onerror="alert(1)"> too';
    const { container } = render(<HighlightedResume resumeText={resumeText} matchedKeywords={[]} />);
    const root = container.querySelector(".highlighted-resume");
    expect(root?.textContent).toBe(resumeText);
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(root?.children).toHaveLength(0);
  });

  it("keeps markup literal inside and around highlighted keywords", () => {
    const resumeText = "<b>TypeScript</b> and <i>React</i>";
    const { container } = render(
      <HighlightedResume resumeText={resumeText} matchedKeywords={[keyword("TypeScript", "perfect"), keyword("React", "partial")]} />,
    );
    expect(container.querySelector("b, i")).toBeNull();
    expect(container.querySelector(".highlighted-resume")?.textContent).toBe(resumeText);
    expect([...container.querySelectorAll("mark")].map((m) => m.textContent)).toEqual(["TypeScript", "React"]);
  });

  it("marks every occurrence, case-insensitively, with the match type's class and the keyword's tooltip", () => {
    const resumeText = "Built APIs in TypeScript.\nMentored engineers on typescript and Node.js; learning kubernetes.";
    const keywords = [
      keyword("TypeScript", "perfect", { tooltip: "Found in your experience" }),
      keyword("Node", "partial", { foundAs: ["Node.js"], tooltip: "Found as Node.js" }),
      keyword("Kubernetes", "missing", { tooltip: "Not found in your resume" }),
    ];
    const { container } = render(<HighlightedResume resumeText={resumeText} matchedKeywords={keywords} />);
    const marks = [...container.querySelectorAll("mark")].map((m) => ({ text: m.textContent, className: m.className, title: m.title }));
    expect(marks).toEqual([
      { text: "TypeScript", className: "perfect", title: "Found in your experience" },
      { text: "typescript", className: "perfect", title: "Found in your experience" },
      { text: "Node.js", className: "partial", title: "Found as Node.js" },
      { text: "kubernetes", className: "missing", title: "Not found in your resume" },
    ]);
    expect(container.querySelector(".highlighted-resume")?.textContent).toBe(resumeText);
  });

  it("shows Windows line endings normalized, so highlights line up with the text", () => {
    const { container } = render(
      <HighlightedResume resumeText={"Skills\r\nTypeScript"} matchedKeywords={[keyword("TypeScript", "perfect")]} />,
    );
    expect(container.querySelector(".highlighted-resume")?.textContent).toBe("Skills\nTypeScript");
    expect(container.querySelector("mark")?.textContent).toBe("TypeScript");
  });

  it("with interactive tooltips, shows a highlight's tooltip when it takes focus, keeping the text and the styles", async () => {
    const resumeText = "TypeScript and Node.js; learning kubernetes";
    const keywords = [
      keyword("TypeScript", "perfect", { tooltip: "Found in Skills" }),
      keyword("Node", "partial", { foundAs: ["Node.js"], tooltip: "Only 'Node.js' found" }),
      keyword("Kubernetes", "missing", { tooltip: "Not found: required" }),
    ];
    const { container } = render(
      <TooltipProvider delayDuration={0}>
        <HighlightedResume resumeText={resumeText} matchedKeywords={keywords} interactiveTooltips />
      </TooltipProvider>,
    );
    expect(container.querySelector(".highlighted-resume")?.textContent).toBe(resumeText);
    const marks = [...container.querySelectorAll("mark")];
    expect(marks.map((m) => [m.textContent, m.className, m.tabIndex, m.title])).toEqual([
      ["TypeScript", "perfect", 0, ""],
      ["Node.js", "partial", 0, ""],
      ["kubernetes", "missing", 0, ""],
    ]);
    fireEvent.focus(marks[1] as HTMLElement);
    expect((await screen.findByRole("tooltip")).textContent).toBe("Only 'Node.js' found");
  });
});
