import { describe, expect, it } from "vitest";
import { extractJobKeywords } from "../keywords/extract.ts";
import { buildTaxonomy } from "../taxonomy/taxonomy.ts";
import { matchKeywords } from "./match.ts";
import { readResume } from "./resume.ts";

const taxonomy = buildTaxonomy([
  {
    source: "hard",
    kind: "hard",
    text: String.raw`
## Languages
JavaScript | JS | ECMAScript
## Web
React | React.js | ReactJS
Next.js | NextJS > React
## Data
PostgreSQL | Postgres
## Certifications
Project Management Professional | PMP > Project Management
## Methods
Project Management
`,
  },
  { source: "soft", kind: "soft", text: "## People\nCommunication | communication skills\nLeadership\n" },
]);

const job = extractJobKeywords(
  {
    title: "Frontend Engineer",
    company: "Acme",
    description: `Requirements
• JavaScript and React
• PostgreSQL
• PMP certification
• Project Management
• Leadership
• Communication skills, asked again: communication skills matter`,
  },
  taxonomy,
);

function matchesFor(resumeText: string) {
  const resume = readResume(resumeText, taxonomy);
  return Object.fromEntries(matchKeywords(job.keywords, resume, taxonomy).map((m) => [m.keyword.text, m]));
}

describe("matchKeywords", () => {
  const resumeText = `Jane Doe
Summary
Frontend engineer; preparing for the PMP exam.

Experience
• Built dashboards in Next.js
• Managed projects for three clients
• Led a team of four

Skills
JS, Postgres`;
  const matches = matchesFor(resumeText);

  it("finds an alias as a perfect match and says which spelling it found, and where", () => {
    expect(matches.JavaScript).toMatchObject({ matchType: "perfect", tooltip: "Found as 'JS' in Skills", foundAs: ["JS"] });
    expect(matches.PostgreSQL).toMatchObject({ matchType: "perfect", tooltip: "Found as 'Postgres' in Skills" });
  });

  it("calls a related skill partial", () => {
    expect(matches.React).toMatchObject({
      matchType: "partial",
      tooltip: "Related skill 'Next.js' found; the posting asks for 'React'",
      foundAs: ["Next.js"],
    });
  });

  it("calls another word form partial and names it", () => {
    expect(matches["Project Management"]).toMatchObject({
      matchType: "partial",
      tooltip: "Only 'Managed projects' found; the posting asks for 'Project Management'",
    });
  });

  it("does not count a skill named only as a goal", () => {
    expect(matches.PMP).toMatchObject({ matchType: "partial" });
    expect(matches.PMP?.tooltip).toBe(
      "Only mentioned as a goal: 'Frontend engineer; preparing for the PMP exam'".replace("Frontend engineer; ", ""),
    );
  });

  it("says how often and how strongly a missing keyword is asked for", () => {
    expect(matches["Communication skills"]).toMatchObject({
      matchType: "missing",
      tooltip: "Not found: asked 2 times, required",
      foundAs: [],
    });
  });

  it("credits a word form of a soft skill as partial", () => {
    expect(matches.Leadership?.matchType).toBe("missing");
    const led = matchesFor("• Provided leadership to the team");
    expect(led.Leadership?.matchType).toBe("perfect");
  });
});

describe("credentials", () => {
  it("are not half-held through a related skill", () => {
    const resume = readResume("Experience\n• Project management for 3 clients", taxonomy);
    const pmp = matchKeywords(job.keywords, resume, taxonomy).find((m) => m.keyword.text === "PMP");
    expect(pmp?.matchType).toBe("missing");
  });
});

describe("tooltips for a resume without headings", () => {
  it("says the skill was found in the resume", () => {
    const resume = readResume("JS and Postgres developer", taxonomy);
    const js = matchKeywords(job.keywords, resume, taxonomy).find((m) => m.keyword.text === "JavaScript");
    expect(js?.tooltip).toBe("Found as 'JS' in the resume");
  });
});

describe("a name the taxonomy lacks", () => {
  const acronymJob = extractJobKeywords(
    {
      title: "Gameplay Programmer",
      company: "Acme",
      description: "Requirements\n• Build enemy AI with the Environment Query System (EQS)",
    },
    taxonomy,
  );
  const matchEqs = (resumeText: string) =>
    matchKeywords(acronymJob.keywords, readResume(resumeText, taxonomy), taxonomy).find((m) => m.keyword.text === "EQS");

  it("is found by either spelling of an acronym the posting defines, and says which", () => {
    expect(matchEqs("Experience\n• Enemy AI with EQS")).toMatchObject({ matchType: "perfect", tooltip: "Found in Experience" });
    expect(matchEqs("Experience\n• Enemy AI with the Environment Query System")).toMatchObject({
      matchType: "perfect",
      tooltip: "Found as 'Environment Query System' in Experience",
    });
    expect(matchEqs("Experience\n• Enemy AI with behavior trees")?.matchType).toBe("missing");
  });
});
