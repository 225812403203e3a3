import { describe, expect, it } from "vitest";
import { identityOf, labelIdentities } from "./identity.ts";

describe("identityOf", () => {
  it("gives a skill's spellings one identity", () => {
    expect(identityOf("JavaScript")).toBe(identityOf("JS"));
    expect(identityOf("JavaScript")).toMatch(/^skill:/);
  });

  it("reads a label with its acronym in parentheses as the skill it spells out", () => {
    expect(identityOf("Electronic Health Records (EHR)")).toBe(identityOf("Electronic Health Records"));
  });

  it("reads a certification label with its level after a dash as the certification", () => {
    expect(identityOf("AWS Certified Solutions Architect – Associate")).toBe(identityOf("AWS Certified Solutions Architect"));
  });

  it("reads a US state before a licence or law as a qualifier, unless the taxonomy names the state's own", () => {
    expect(identityOf("Ohio pharmacist license")).toBe(identityOf("pharmacist license"));
    expect(identityOf("North Carolina HVAC license")).toBe(identityOf("HVAC license"));
    expect(identityOf("Indiana employment law")).toBe(identityOf("employment law"));
    expect(identityOf("Texas adjuster license")).not.toBe(identityOf("adjuster license"));
    // A state alone, or a name that is the state and one word, stays what it is.
    expect(identityOf("Ohio")).toBe("words:ohio");
  });

  it("falls back to stemmed words for a phrase the taxonomy lacks", () => {
    expect(identityOf("quarterly widget audits")).toBe(identityOf("Quarterly Widget Audit"));
    expect(identityOf("quarterly widget audits")).toMatch(/^words:/);
  });
});

describe("labelIdentities", () => {
  it("reads a homograph beside the posting's other labels", () => {
    const [ltv] = labelIdentities(["LTV", "Google Ads", "return on ad spend", "Customer Acquisition Cost"]);
    expect(ltv).toBe(identityOf("Customer Lifetime Value"));
    const [loan] = labelIdentities(["LTV", "underwriting", "debt-to-income ratio"]);
    expect(loan).toBe(identityOf("Loan-to-Value Ratio"));
  });
});
