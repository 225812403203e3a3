import { describe, expect, it } from "vitest";
import { readResume } from "../match/resume.ts";
import { buildTaxonomy } from "../taxonomy/taxonomy.ts";
import { roleDateRanges } from "./experience.ts";
import { formattingScore, runFormattingChecks } from "./formatting.ts";

const taxonomy = buildTaxonomy([]);
const asOf = new Date("2026-06-15T00:00:00Z");

const good = `Jane Doe
jane.doe@example.com | (555) 123-4567 | Austin, TX | linkedin.com/in/janedoe

Summary
Data analyst with six years of experience turning messy data into decisions.

Experience
Data Analyst, Acme Corp, Jan 2020 - Present
• Cut reporting time by 40% by automating 12 weekly reports
• Built a churn model that saved $1.2M a year
• Led a team of 3 analysts

Analyst, Beta Inc, Jun 2017 - Dec 2019
• Reconciled 2,000 accounts a month
• Trained 15 new hires

Education
B.S. Statistics, State University, 2017

Skills
SQL, Python, Tableau
${"Delivered clear analysis for leaders across sales, finance and operations. ".repeat(40)}`;

function checksFor(text: string, layout?: Parameters<typeof runFormattingChecks>[0]["layout"]) {
  const resume = readResume(text, taxonomy);
  const checks = runFormattingChecks({ resume, originalText: text, layout, dateRanges: roleDateRanges(resume, asOf) });
  return Object.fromEntries(checks.map((c) => [c.id, c]));
}

describe("runFormattingChecks", () => {
  it("passes a well-formed resume", () => {
    const checks = checksFor(good);
    for (const id of [
      "contact-email",
      "contact-phone",
      "contact-location",
      "contact-link",
      "heading-experience",
      "heading-education",
      "heading-skills",
      "heading-summary",
      "dates",
      "bullets",
      "measurable-results",
      "weak-openers",
      "first-person",
    ]) {
      expect(checks[id], id).toMatchObject({ status: "pass", penalty: 0, fix: "" });
    }
  });

  it.each([
    ["contact-email", "jane.doe@example.com", "fail"],
    ["contact-phone", "(555) 123-4567", "fail"],
    ["heading-education", "Education\n", "fail"],
    ["heading-summary", "Summary\n", "warn"],
  ])("flags %s when it is removed", (id, removed, status) => {
    const check = checksFor(good.replace(removed, ""))[id];
    expect(check?.status).toBe(status);
    expect(check?.penalty).toBeGreaterThan(0);
    expect(check?.fix).not.toBe("");
  });

  it("warns about mixed date formats", () => {
    expect(checksFor(good.replace("Jun 2017 - Dec 2019", "06/2017 - 12/2019")).dates?.status).toBe("warn");
  });

  it("fails a resume with no dates", () => {
    expect(checksFor("Experience\n• Did things").dates?.status).toBe("fail");
  });

  it("warns about duty phrases and first person", () => {
    const checks = checksFor(`${good}\n• Responsible for payroll\nI think my work is good and I like it`);
    expect(checks["weak-openers"]?.status).toBe("warn");
    expect(checks["first-person"]?.status).toBe("warn");
  });

  it("warns about mixed bullet symbols in the original text", () => {
    expect(checksFor(good.replace("• Led", "▪ Led")).bullets?.status).toBe("warn");
  });

  it("reports layout risks when the parser supplies them", () => {
    const checks = checksFor(good, { fileType: "pdf", columns: 2, tables: 1, pages: 3, images: 0 });
    expect(checks["layout-columns"]?.status).toBe("warn");
    expect(checks["layout-tables"]?.status).toBe("warn");
    expect(checks["layout-pages"]?.status).toBe("warn");
    expect(checks["layout-images"]?.status).toBe("pass");
    expect(checks["file-type"]?.status).toBe("pass");
  });

  it("leaves out layout checks for pasted text", () => {
    expect(checksFor(good)["layout-columns"]).toBeUndefined();
  });
});

describe("formattingScore", () => {
  it("is 100 minus the points lost, never below 0", () => {
    const resume = readResume("x", taxonomy);
    const checks = runFormattingChecks({ resume, originalText: "x", dateRanges: roleDateRanges(resume, asOf) });
    const lost = checks.reduce((sum, c) => sum + c.penalty, 0);
    expect(formattingScore(checks)).toBe(Math.max(0, 100 - lost));
    expect(formattingScore([{ id: "a", title: "", status: "fail", detail: "", why: "", fix: "", penalty: 150 }])).toBe(0);
  });
});

describe("special characters", () => {
  it("warns when icons and symbols are frequent, not for letters of other scripts", () => {
    const icons = `${good}\n${"★ ✉ ☎ ➤ ✔ ".repeat(40)}`;
    expect(checksFor(icons)["special-characters"]?.status).toBe("warn");
    expect(checksFor(`${good}\nJosé Müller, Zoë Ångström, Łukasz`)["special-characters"]).toBeUndefined();
  });
});
