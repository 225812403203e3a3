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

/** The keywords' texts as a posting of Acme's writes them. */
function keywordTexts(description: string, title: string): string[] {
  return extractJobKeywords({ title, company: "Acme", description }, taxonomy).keywords.map((k) => k.text);
}

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

  it("counts a name the taxonomy lacks when it is listed beside a known skill, but not places or the company", () => {
    const texts = keywordTexts("Requirements\n• Experience with Tableau, SAS and DataRobot at Acme in Denver, CO", "Analyst");
    expect(texts).toEqual(expect.arrayContaining(["Tableau", "SAS", "DataRobot"]));
    expect(texts).not.toContain("CO");
    expect(texts).not.toContain("Acme");
  });

  it("counts a name the posting gives as an example of a kind of tool, and the names listed with it", () => {
    const title = "Social Media Manager";
    expect(keywordTexts("Requirements\n• Experience with affiliate platforms like ShopMy or LTK", title)).toEqual(
      expect.arrayContaining(["ShopMy", "LTK"]),
    );
    expect(keywordTexts("Requirements\n• You have worked with brands like ShopMy before", title)).not.toContain("ShopMy");
  });

  it("counts a noun phrase the taxonomy lacks when the posting names it twice and asks for it", () => {
    const description =
      "Responsibilities\n• Own landed cost models\n• Talk to the warehouse team once\nRequirements\n• Experience with landed cost";
    const texts = keywordTexts(description, "Analyst");
    expect(texts).toContain("landed cost");
    expect(texts).not.toContain("warehouse team");
  });

  it("does not start a noun phrase inside a hyphenated word", () => {
    const description = "Requirements\n• Join the on-call rotation\n• Share the on-call rotation";
    const texts = keywordTexts(description, "Analyst");
    expect(texts).not.toContain("call rotation");
  });

  it("does not count a noun phrase the duties repeat but no requirement asks for", () => {
    const description = "Responsibilities\n• Support building systems\n• Inspect building systems weekly\nRequirements\n• Python";
    const texts = keywordTexts(description, "Analyst");
    expect(texts).not.toContain("building systems");
  });

  it.each([["field staff"], ["store associates"], ["new hires"]])("does not count people (%s) as a noun phrase", (people) => {
    const description = `Responsibilities\n• Answer ${people} questions\n• Train ${people} weekly`;
    const texts = keywordTexts(description, "Analyst");
    expect(texts).not.toContain(people);
  });

  it("does not count roles or degrees as skills", () => {
    const description = "Requirements\n• Partner with data analysts and data analysts\n• Bachelor of Science in Nursing\n• Python";
    const texts = keywordTexts(description, "Analyst");
    expect(texts).toEqual(["Python"]);
  });

  it("does not count initials with points as a name: a degree or a title, not a product", () => {
    const description = "Requirements\n• Python, Node.js or B.S. in Pharmacy\n• Python or R.T. in good standing";
    expect(keywordTexts(description, "Analyst")).toEqual(expect.arrayContaining(["Python", "Node.js"]));
    expect(keywordTexts(description, "Analyst").filter((text) => /^(?:B\.S|Ph\.D|R\.T)$/.test(text))).toEqual([]);
  });

  it("gives the same keywords on every run", () => {
    const again = extractJobKeywords({ title: "Senior Python Engineer", company: "Acme", description }, taxonomy);
    expect(again.keywords).toEqual(profile.keywords);
  });
});

describe("extractJobKeywords leaves out what is not a skill asked for", () => {
  it.each([
    ["a field of study on a degree line", "Requirements\n• Bachelor's degree in Python or a related field\n• Terraform"],
    ["a department", "Responsibilities\n• Work with the Python team daily\n• Terraform"],
    ["a role title", "Responsibilities\n• Report to the Python Manager\n• Terraform"],
    ["a job board's header fields", "Job Requisition ID: R-0048213\nJob Family: Tableau & Python\nRequirements\n• Terraform"],
  ])("leaves out %s", (_what, description) => {
    const texts = keywordTexts(description, "Engineer");
    expect(texts).toEqual(["Terraform"]);
  });
});

describe("extractJobKeywords product names", () => {
  it("reads a vendor's product line whole, even where the vendor alone is a skill", () => {
    const description = "Requirements\n• Pipelines on Amazon Web Services and AWS Glue Studio\n• Monitor Hamilton C6 ventilators";
    const texts = keywordTexts(description, "Engineer");
    expect(texts).toEqual(["Amazon Web Services", "AWS Glue Studio", "Hamilton C6"]);
  });
});

describe("extractJobKeywords company names", () => {
  it("reads a skill inside the company's longer name as the name, and a company named for its product as the skill", () => {
    const description = "Requirements\n• Dashboards for Tableau Freight Partners in Python\n• Tableau reporting";
    const texts = (company: string) => extractJobKeywords({ title: "Analyst", company, description }, taxonomy).keywords.map((k) => k.text);
    expect(texts("Tableau Freight Partners, LLC")).toEqual(["Python", "Tableau"]);
    expect(texts("Tableau")).toEqual(["Tableau", "Python"]);
  });
});

describe("extractJobKeywords defined acronyms", () => {
  it("counts an acronym the posting defines in parentheses", () => {
    const description =
      "Responsibilities\n• Teach to the Texas Essential Knowledge and Skills (TEKS)\n• Manage Vaccines for Children (VFC) reporting";
    const texts = keywordTexts(description, "Teacher");
    expect(texts).toEqual(expect.arrayContaining(["TEKS", "VFC"]));
  });

  it("keeps the words the acronym spells out as another spelling of it", () => {
    const description = "Responsibilities\n• Manage Vaccines for Children (VFC) reporting";
    const vfc = extractJobKeywords({ title: "Nurse", company: "Acme", description }, taxonomy).keywords.find((k) => k.text === "VFC");
    expect(vfc?.postingForms).toEqual(["VFC", "Vaccines for Children"]);
  });
});

describe("extractJobKeywords leaves out what only names a skill in passing", () => {
  const named = buildTaxonomy([
    {
      source: "hard",
      kind: "hard",
      text: String.raw`
## Practice
Data Science
Welding
Robotic Welding > Welding
Version Control
Certified Paralegal
Python
Git
`,
    },
  ]);
  const texts = (title: string, description: string) =>
    extractJobKeywords({ title, company: "Acme", description }, named).keywords.map((k) => k.text);

  it.each([
    ["the title's own field", "Senior Data Scientist", "Requirements\n• 5+ years in data science\n• Python", ["Python"]],
    [
      "a title repeated as the first line",
      "Engineer – Welding",
      "Engineer - Welding\nRequirements\n• Robotic welding\n• Python",
      ["Robotic welding", "Python"],
    ],
    ["what a tool is used for", "Analyst", "Requirements\n• Git for version control\n• Python", ["Git", "Python"]],
    [
      "the acronym of a skill already found",
      "Paralegal",
      "Requirements\n• Certified Paralegal (CP) credential\n• Python",
      ["Certified Paralegal", "Python"],
    ],
    ["a grade band code", "Teacher", "Requirements\n• Core Subjects EC-6 and Core Subjects EC-6 again\n• Python", ["Python"]],
    [
      "a phrase ending in a generic noun",
      "Analyst",
      "Responsibilities\n• Track price changes\n• Review price changes\n• Python",
      ["Python"],
    ],
  ])("leaves out %s", (_what, title, description, expected) => {
    expect(texts(title, description)).toEqual(expected);
  });

  it("keeps the title's field when the posting writes it as a name", () => {
    expect(texts("Python Developer", "Requirements\n• Experience with Python and Git")).toEqual(["Python", "Git"]);
  });

  it("reads an acronym of the title's own words as the title's field, and the title's acronym as a name", () => {
    const keywordsOf = (title: string) =>
      extractJobKeywords(
        { title, company: "Acme", description: "Requirements\n• Run our AWS estate with Terraform" },
        taxonomy,
      ).keywords.map((k) => k.text);
    expect(keywordsOf("Amazon Web Services Engineer")).toEqual(["Terraform"]);
    expect(keywordsOf("AWS Engineer")).toEqual(["AWS", "Terraform"]);
  });
});
