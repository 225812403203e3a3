import { describe, expect, it } from "vitest";
import { scanSkills } from "../taxonomy/scan.ts";
import { buildTaxonomy } from "../taxonomy/taxonomy.ts";
import { tokenize } from "../text/tokens.ts";
import { elidedMentions } from "./elided.ts";

const taxonomy = buildTaxonomy([
  {
    source: "hard",
    kind: "hard",
    text: String.raw`
## Practice
Bank Reconciliation
Credit Card Reconciliation
Reading Intervention
Math Intervention
Accounts Payable | AP
Accounts Receivable
Microsoft Word
Microsoft Excel | Excel
Patient Education
Asthma Care
Company Law
Sales Promotion
Steel Design
Concrete Design
Masonry Design
Systems Design
Engineer Intern
Change Requests
Call Routing
Intramuscular Injections | =IM injections
`,
  },
]);

function elided(text: string): string[] {
  const tokens = tokenize(text);
  const mentions = scanSkills(tokens, text, taxonomy);
  return elidedMentions(tokens, text, mentions, taxonomy).map((m) => `${m.entry.name} (${m.surface})`);
}

describe("elidedMentions", () => {
  it.each([
    ["Bank and credit card reconciliations every month", ["Bank Reconciliation (Bank reconciliations)"]],
    ["Teach pull-out reading and math intervention (small groups)", ["Reading Intervention (reading intervention)"]],
    ["Review accounts payable and receivable.", ["Accounts Receivable (accounts receivable)"]],
    ["Microsoft Word and Excel", []],
    ["Microsoft Word and PowerPoint", []],
    ["Teach patients and families, and give patient education", []],
    ["Diabetes, hypertension and asthma, and lead care coordination", []],
    ["Two years at a public company or in a law firm", []],
    ["Turn sales, promotion and inventory data into plans", []],
    ["Bank or credit card reconciliation for each account", ["Bank Reconciliation (Bank reconciliation)"]],
    ["Bank or credit card reconciliation work", []],
    ["Bank/credit card reconciliations", ["Bank Reconciliation (Bank reconciliations)"]],
    [
      "Produce steel, concrete, wood and masonry design for mid-rise buildings",
      ["Steel Design (steel design)", "Concrete Design (concrete design)"],
    ],
    ["Design gravity and lateral systems, and foundation design", []],
    ["Loan and hardship paperwork, deferral changes, and data requests", []],
    ["Work closely with steel and design", []],
    ["Mentor our entry-level engineers and interns", []],
    ["Run your own service calls and planned maintenance routes", []],
    ["Set up call and chat routing", ["Call Routing (call routing)"]],
    ["Give IM and subcutaneous injections", ["Intramuscular Injections (IM injections)"]],
    ["Give im and subcutaneous injections", []],
  ])("%s -> %j", (text, expected) => {
    expect(elided(text)).toEqual(expected);
  });
});
