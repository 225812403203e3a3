import { describe, expect, it } from "vitest";
import { classifyPostingHeading, splitPosting } from "./posting-sections.ts";

describe("classifyPostingHeading", () => {
  it.each([
    ["Responsibilities", "responsibilities"],
    ["What you'll do", "responsibilities"],
    ["Requirements", "requirements"],
    ["Minimum Qualifications", "requirements"],
    ["What we're looking for", "requirements"],
    ["About you", "requirements"],
    ["Preferred Qualifications", "preferred"],
    ["Nice to have", "preferred"],
    ["Bonus points", "preferred"],
    ["Benefits", "benefits"],
    ["What we offer", "benefits"],
    ["Compensation and benefits", "benefits"],
    ["Pay & Benefits", "benefits"],
    ["What you get", "benefits"],
    ["What Brightwater Offers", "benefits"],
    ["Why Brightwater", "benefits"],
    ["Why us", "benefits"],
    ["Why you'll like it here", "benefits"],
    ["Equal Opportunity Employer", "legal"],
    ["About Acme", "about"],
    ["About the role", "role"],
    ["Who we are", "about"],
  ])("reads %s as %s", (heading, kind) => {
    expect(classifyPostingHeading(heading)).toBe(kind);
  });

  it("reads 'why this role matters' as no benefits heading", () => {
    expect(classifyPostingHeading("Why this role matters")).not.toBe("benefits");
  });

  it("does not read a sentence as a heading", () => {
    expect(classifyPostingHeading("You will work with our customers every day to design great systems")).toBeNull();
  });
});

const posting = `Acme is a leading provider of logistics software, founded in 2009 and trusted by 500 retailers.

We are looking for a Backend Engineer to build our Python services.

Responsibilities
• Build APIs in Python
• Review code

Requirements:
- 5+ years with PostgreSQL
- Kubernetes experience is a plus

Nice to have: Terraform

Benefits
Health, dental and vision insurance; 401(k) match.

Acme is an equal opportunity employer and does not discriminate on the basis of race or national origin.`;

describe("splitPosting", () => {
  const blocks = splitPosting(posting);
  const kindOf = (needle: string) => blocks.find((b) => posting.slice(b.start, b.end).includes(needle))?.kind;

  it.each([
    ["founded in 2009", "about"],
    ["Backend Engineer to build", "role"],
    ["Build APIs", "responsibilities"],
    ["PostgreSQL", "requirements"],
    ["Terraform", "preferred"],
    ["401(k)", "benefits"],
    ["equal opportunity", "legal"],
  ])("puts %s in %s", (needle, kind) => {
    expect(kindOf(needle)).toBe(kind);
  });

  it("treats an equal-opportunity paragraph as legal even under another heading", () => {
    const text = "Requirements\n- SQL\n\nWe are an equal opportunity employer; we hire without regard to race.";
    const legal = splitPosting(text).find((b) => b.kind === "legal");
    expect(text.slice(legal!.start, legal!.end)).toContain("equal opportunity");
  });

  it("keeps a list of duties that names legal matters as the work", () => {
    const text =
      "Key Duties\n1. Prepare the affirmative action plan\n2. Run background checks and E-Verify\n\nWe are an equal opportunity employer.";
    const kinds = splitPosting(text).map((b) => [b.kind, text.slice(b.start, b.end).trim().slice(0, 12)]);
    expect(kinds).toEqual([
      ["responsibilities", "1. Prepare t"],
      ["legal", "We are an eq"],
    ]);
  });

  it("reads a paragraph that opens with the company's name as the blurb, unless it speaks of the role", () => {
    const text =
      "Job Description\n\nMarrowfield Grocers operates 212 stores and runs its own SQL reporting.\n\nMarrowfield Grocers is looking for a Data Engineer who knows dbt.";
    const kinds = splitPosting(text, "Marrowfield Grocers, Inc.").map((b) => [b.kind, text.slice(b.start, b.end).trim().slice(0, 24)]);
    expect(kinds).toEqual([
      ["about", "Marrowfield Grocers oper"],
      ["role", "Marrowfield Grocers is l"],
    ]);
  });
});

describe("heading lines", () => {
  it.each([["Requirements\n• 4+ years of experience with Python\n• Strong communication skills\nMeets all safety requirements"]])(
    "keeps bullets and sentence-case lines as content",
    (text) => {
      const blocks = splitPosting(text);
      expect(blocks).toHaveLength(1);
      expect(blocks[0]).toMatchObject({ kind: "requirements", heading: "Requirements" });
    },
  );

  it("reads a Title Case generic heading as a heading", () => {
    expect(splitPosting("Intro\n\nRequired Skills\n• SQL").map((b) => b.kind)).toEqual(["role", "requirements"]);
  });
});

describe("more heading shapes", () => {
  it.each([
    ["Key responsibilities", "responsibilities"],
    ["What you'll work on", "responsibilities"],
    ["What the work looks like", "responsibilities"],
    ["A day in the life", "responsibilities"],
    ["The position", "role"],
    ["District Overview", "about"],
    ["We're looking for someone with:", "requirements"],
  ])("reads %s as %s", (heading, kind) => {
    expect(classifyPostingHeading(heading.replace(/:$/, ""), { styled: false })).toBe(kind);
  });

  it.each(["UX Designer, Member Experience", "Strong communication skills"])("does not read %s as a heading", (line) => {
    expect(classifyPostingHeading(line, { styled: /^[A-Z]/.test(line) && line.split(" ").every((w) => /^[A-Z]/.test(w)) })).toBeNull();
  });
});
