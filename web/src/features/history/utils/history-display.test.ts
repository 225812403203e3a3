import { describe, expect, it } from "vitest";
import { analysisTitle, descriptionPreview, matchBadgeVariant } from "./history-display.ts";

describe("analysisTitle", () => {
  it.each([
    ["Acme", "Engineer", "Acme - Engineer"],
    [" Acme ", "", "Acme"],
    ["", "Engineer", "Engineer"],
    ["  ", "", "Resume Analysis"],
  ])("titles company %j and job title %j as %j", (companyName, jobTitle, title) => {
    expect(analysisTitle({ companyName, jobTitle })).toBe(title);
  });
});

describe("descriptionPreview", () => {
  it("keeps the first 150 characters and marks the cut", () => {
    expect(descriptionPreview("x".repeat(151))).toBe(`${"x".repeat(150)}...`);
    expect(descriptionPreview("x".repeat(150))).toBe("x".repeat(150));
  });

  it("never cuts a character made of two code units in half", () => {
    expect(descriptionPreview("💼".repeat(151))).toBe(`${"💼".repeat(150)}...`);
  });
});

describe("matchBadgeVariant", () => {
  it.each([
    [80, "success"],
    [79, "warning"],
    [60, "warning"],
    [59, "error"],
  ])("shows %i as %s", (score, variant) => {
    expect(matchBadgeVariant(score)).toBe(variant);
  });
});
