import { describe, expect, it } from "vitest";
import { warmUpExtraction } from "./warm-up.ts";

describe("warmUpExtraction", () => {
  it("reads its built-in PDF back, so the warm-up really exercises pdf.js", async () => {
    expect(await warmUpExtraction()).toBe(true);
  });
});
