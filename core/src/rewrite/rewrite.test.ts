import { describe, expect, it } from "vitest";
import { prepareJob } from "../analyze.ts";
import { skillsNamedIn } from "../match/resume.ts";
import { getTaxonomy } from "../taxonomy/taxonomy.ts";
import { backendJob, partialResume, strongResume, weakResume } from "../test-fixtures/backend.ts";
import { rewriteResume } from "./rewrite.ts";

const taxonomy = getTaxonomy();
const job = prepareJob(backendJob);

function skillsIn(text: string): Set<string> {
  return new Set(skillsNamedIn(text, taxonomy));
}

describe("rewriteResume", () => {
  it.each([
    ["• Responsible for managing the payroll team", "• Managed the payroll team"],
    ["• Responsible for leading audits", "• Led audits"],
    ["• Responsible for the budget", "• Owned the budget"],
    ["• Helped with onboarding", "• Supported onboarding"],
    ["• Worked on the billing service", "• Contributed to the billing service"],
    ["• I reduced costs by 10%", "• Reduced costs by 10%"],
    ["• Duties included filing", "• Handled filing"],
    ["• Planned 30 events", "• Planned 30 events"],
  ])("rewrites %j as %j", (line, expected) => {
    expect(rewriteResume(`Experience\n${line}`, job, taxonomy).text.split("\n")[1]).toBe(expected);
  });

  it("makes bullet symbols consistent", () => {
    const { text } = rewriteResume("Experience\n▪ One\n- Two\n* Three", job, taxonomy);
    expect(text).toBe("Experience\n• One\n• Two\n• Three");
  });

  it("lists in Skills what the experience already shows", () => {
    const resume = "Experience\n• Built APIs in Python on PostgreSQL\n\nSkills\nExcel";
    const { text, changes } = rewriteResume(resume, job, taxonomy);
    expect(text).toContain("Skills\nExcel\n• Python, PostgreSQL");
    expect(changes.some((c) => c.includes("Python"))).toBe(true);
  });

  it.each([
    ["strong", strongResume],
    ["partial", partialResume],
    ["weak", weakResume],
  ])("never adds a skill the %s resume does not show", (_label, resume) => {
    const before = skillsIn(resume);
    const after = skillsIn(rewriteResume(resume, job, taxonomy).text);
    for (const skill of after) expect(before, skill).toContain(skill);
  });

  it("gives the same text on every run", () => {
    expect(rewriteResume(partialResume, job, taxonomy)).toEqual(rewriteResume(partialResume, job, taxonomy));
  });
});
