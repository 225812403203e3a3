/** What a failed checkout step says to the user (SPEC.md section 8). */
import { isRequestError } from "../../../lib/api-client.ts";

export interface FailureToast {
  title: string;
  description: string;
}

/**
 * The provider's message in a RequestError ("status: message"; the API client already took it out of the API's error
 * shape). Markup or nothing gives null.
 */
export function providerMessage(error: unknown): string | null {
  if (!isRequestError(error)) return null;
  const separator = error.message.indexOf(": ");
  const text = separator === -1 ? "" : error.message.slice(separator + 2).trim();
  return text === "" || text.startsWith("<") ? null : text;
}

/**
 * The payment provider refused the payment (a declined or invalid card, a spent or unknown payment: 400 or 402), so
 * its message is shown; anything else (the network, a server fault) is unexpected.
 */
export function paymentFailure(error: unknown): FailureToast {
  if (isRequestError(error) && (error.status === 400 || error.status === 402)) {
    return { title: "Payment Failed", description: providerMessage(error) ?? "Payment processing failed. Please try again." };
  }
  return { title: "Payment Error", description: "Unable to process payment. Please try again or contact support." };
}
