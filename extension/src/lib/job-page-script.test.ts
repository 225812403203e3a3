// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { watchesDomChanges } from "./job-page-script.ts";

describe("watchesDomChanges", () => {
  it.each([
    ["a LinkedIn posting", "https://www.linkedin.com/jobs/view/4012345678/", true],
    ["a LinkedIn search with a job open", "https://www.linkedin.com/jobs/search/?currentJobId=4023456789", true],
    ["LinkedIn's feed", "https://www.linkedin.com/feed/", false],
    ["Indeed's home page", "https://www.indeed.com/", false],
    ["a company's careers page the user asked about", "https://careers.example.com/jobs/42", true],
  ])("%s: %s", (_page, address, expected) => {
    expect(watchesDomChanges(address)).toBe(expected);
  });
});
