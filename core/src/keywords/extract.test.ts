import { describe, expect, it } from "vitest";
import { buildTaxonomy } from "../taxonomy/taxonomy.ts";
import { extractJobKeywords } from "./extract.ts";

const taxonomy = buildTaxonomy([
  {
    source: "hard",
    kind: "hard",
    text: String.raw`
## Languages
Python
JavaScript | JS
~=Go | Golang
## Data
PostgreSQL | Postgres
Amazon Web Services | AWS
Kubernetes | K8s
Terraform
Tableau
`,
  },
  { source: "soft", kind: "soft", text: "## People\nCommunication | communication skills\nLeadership\n" },
]);

const description = `Acme is a leading freight platform, founded in 2012 and trusted by 300 shippers. We use Tableau for everything.

We are looking for a Python Engineer to join our platform team.

Responsibilities
• Build services in Python and Go
• Run Postgres in production on AWS

Requirements
• 4+ years of experience with Python
• Strong communication skills
• Kubernetes experience is a plus

Nice to have
• Terraform

Benefits
• Health insurance and 401(k); we reimburse JavaScript courses.

Acme is an equal opportunity employer; we value leadership at every level and hire without regard to race.`;

describe("extractJobKeywords", () => {
  const profile = extractJobKeywords({ title: "Senior Python Engineer", company: "Acme", description }, taxonomy);
  const byText = (text: string) => profile.keywords.find((k) => k.text === text);

  it("finds taxonomy skills by any spelling, once each", () => {
    expect(profile.keywords.map((k) => k.text).sort()).toEqual(
      ["AWS", "Go", "Kubernetes", "Postgres", "Python", "Terraform", "communication skills"].sort(),
    );
  });

  it("takes nothing from the company blurb, benefits or legal text", () => {
    for (const absent of ["Tableau", "JavaScript", "Leadership"]) expect(byText(absent)).toBeUndefined();
  });

  it("marks hard and soft skills", () => {
    expect(byText("Python")?.kind).toBe("hard");
    expect(byText("communication skills")?.kind).toBe("soft");
  });

  it.each([
    ["Python", true],
    ["Postgres", true],
    ["Kubernetes", false],
    ["Terraform", false],
  ])("marks %s required: %s", (text, required) => {
    expect(byText(text)?.required).toBe(required);
  });

  it("weighs a required skill named in the title and asked for repeatedly most", () => {
    expect(profile.keywords[0]?.text).toBe("Python");
    expect(byText("Python")!.weight).toBeGreaterThan(byText("Postgres")!.weight);
    expect(byText("Postgres")!.weight).toBeGreaterThan(byText("Terraform")!.weight);
  });

  it("lists keywords in descending weight", () => {
    const weights = profile.keywords.map((k) => k.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it("reads the years asked for and drops seniority words from the title", () => {
    expect(profile.requiredYears).toBe(4);
    expect(profile.titleCore.map((t) => t.key)).toEqual(["python", "engineer"]);
  });

  it("counts unknown product names and acronyms as keywords, but not places or the company", () => {
    const other = extractJobKeywords(
      { title: "Analyst", company: "Acme", description: "Requirements\n• Experience with Snowflake, dbt and SAS in Denver, CO for Acme" },
      taxonomy,
    );
    const texts = other.keywords.map((k) => k.text);
    expect(texts).toContain("SAS");
    expect(texts).not.toContain("CO");
    expect(texts).not.toContain("Acme");
  });

  it("gives the same keywords on every run", () => {
    const again = extractJobKeywords({ title: "Senior Python Engineer", company: "Acme", description }, taxonomy);
    expect(again.keywords).toEqual(profile.keywords);
  });
});
