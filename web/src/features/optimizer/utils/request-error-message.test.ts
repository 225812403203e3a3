import { describe, expect, it } from "vitest";
import { RequestError } from "../../../lib/api-client.ts";
import { mentionsPlanLimit, userFacingMessage } from "./request-error-message.ts";

describe("userFacingMessage", () => {
  it("shows a failed request as 'status: message'", () => {
    const error = new RequestError(403, "403: You have used your 1 free AI optimization per week.");
    expect(userFacingMessage(error, "Failed")).toBe("403: You have used your 1 free AI optimization per week.");
  });

  it("uses any other error's message, and the fallback when it has none", () => {
    expect(userFacingMessage(new Error("Authentication required"), "Failed to optimize resume")).toBe("Authentication required");
    expect(userFacingMessage(new Error(""), "Failed to optimize resume")).toBe("Failed to optimize resume");
    expect(userFacingMessage("nope", "Failed to optimize resume")).toBe("Failed to optimize resume");
  });
});

describe("mentionsPlanLimit", () => {
  it.each([
    ["You have used all 30 AI optimizations for this month. Upgrade to Pro for unlimited optimizations.", true],
    ["You have used your 1 free AI optimization per week.", true],
    ["Monthly limit reached", true],
    ["Limit reached", true],
    ["The AI rewriter failed. Nothing was counted; please try again.", false],
    ["Authentication required", false],
  ])("%s → %s", (message, expected) => {
    expect(mentionsPlanLimit(message)).toBe(expected);
  });
});
