import { describe, expect, it } from "vitest";
import { RequestError } from "../../../lib/api-client.ts";
import { paymentFailure, providerMessage } from "./payment-failure.ts";

const FAILED_FALLBACK = "Payment processing failed. Please try again.";
const UNEXPECTED = { title: "Payment Error", description: "Unable to process payment. Please try again or contact support." };

describe("providerMessage", () => {
  it.each([
    ["the API's message as the client gives it", "402: Your card was declined.", "Your card was declined."],
    ["an empty body", "402: ", null],
    ["markup", "400: <html><body>Bad</body></html>", null],
  ])("reads %s", (_case, message, expected) => {
    expect(providerMessage(new RequestError(Number(message.slice(0, 3)), message))).toBe(expected);
  });

  it("reads nothing from other errors", () => {
    expect(providerMessage(new Error("400: Your card was declined."))).toBeNull();
  });
});

describe("paymentFailure", () => {
  it.each([
    [new RequestError(402, "402: Your card was declined."), { title: "Payment Failed", description: "Your card was declined." }],
    [new RequestError(400, "400: Your card number is invalid."), { title: "Payment Failed", description: "Your card number is invalid." }],
    [new RequestError(402, "402: "), { title: "Payment Failed", description: FAILED_FALLBACK }],
    [new RequestError(500, "500: Internal server error"), UNEXPECTED],
    [new RequestError(401, "401: Sign in again"), UNEXPECTED],
    [new TypeError("Failed to fetch"), UNEXPECTED],
  ])("turns %s into its toast", (error, toast) => {
    expect(paymentFailure(error)).toEqual(toast);
  });
});
