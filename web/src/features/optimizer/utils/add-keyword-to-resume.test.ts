import { describe, expect, it } from "vitest";
import { addKeywordToResume } from "./add-keyword-to-resume.ts";

describe("addKeywordToResume", () => {
  it.each([
    [
      "extends a one-line list after its heading",
      "Jo\n\nSkills: Python, SQL\n\nEducation",
      "Jo\n\nSkills: Python, SQL, Kubernetes\n\nEducation",
    ],
    [
      "extends a comma list under a heading",
      "Jo\n\nSKILLS\nPython, SQL\n\nEducation\nBSc",
      "Jo\n\nSKILLS\nPython, SQL, Kubernetes\n\nEducation\nBSc",
    ],
    ["keeps the list's own separator", "Technical Skills\nPython | SQL", "Technical Skills\nPython | SQL | Kubernetes"],
    ["adds a bullet to a bulleted list", "Skills\n• Python\n• SQL\n\nEducation", "Skills\n• Python\n• SQL\n• Kubernetes\n\nEducation"],
    ["adds a line to a one-per-line list", "Core Competencies:\nPython\nSQL", "Core Competencies:\nPython\nSQL\nKubernetes"],
    ["fills an empty skills section", "Skills\n\nEducation", "Skills\nKubernetes\n\nEducation"],
    ["appends a Skills section when there is none", "Jo Doe\nEngineer\n", "Jo Doe\nEngineer\n\nSkills\nKubernetes"],
    ["starts a Skills section in an empty resume", "", "Skills\nKubernetes"],
    ["normalizes Windows line endings", "Skills\r\nPython, SQL\r\n", "Skills\nPython, SQL, Kubernetes\n"],
  ])("%s", (_name, resume, expected) => {
    expect(addKeywordToResume(resume, "Kubernetes")).toEqual({ text: expected, added: true });
  });

  it.each([["Skills: Python, kubernetes"], ["Skills\n• Python\n• Kubernetes"], ["Skills\nPython, KUBERNETES, SQL"]])(
    "leaves the resume as it is when the list already names the keyword (%s)",
    (resume) => {
      expect(addKeywordToResume(resume, "Kubernetes")).toEqual({ text: resume, added: false });
    },
  );

  it("does not take a sentence mentioning skills for the heading", () => {
    const resume = "Built skills in teamwork\n\nSkills\nPython, SQL";
    expect(addKeywordToResume(resume, "Go").text).toBe("Built skills in teamwork\n\nSkills\nPython, SQL, Go");
  });
});
