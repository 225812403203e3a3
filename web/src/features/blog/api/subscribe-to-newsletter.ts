/**
 * The newsletter form's one request, POST /api/newsletter { email }. The server keeps one row per address, so
 * subscribing an address again succeeds as well.
 */
import { useMutation } from "@tanstack/react-query";
import { api, readJson } from "../../../lib/api-client.ts";

export async function subscribeToNewsletter(email: string) {
  return readJson(await api.api.newsletter.$post({ json: { email } }));
}

export function useNewsletterSubscription() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}

// Close to what the server accepts (api/src/routes/newsletter.ts), so an address is rarely refused after it is sent:
// letters, digits and _ ' + - . before the @ (no leading, trailing or doubled dot), dot-separated labels after it,
// ending in a top-level domain of two or more letters. The server still has the final say.
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** The longest address SMTP can deliver to; the server's limit too. */
const MAX_EMAIL_LENGTH = 254;

/** The inline error for an address (the server's wording), or null when it may be sent. */
export function newsletterEmailError(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === "") return "Please enter your email address";
  if (trimmed.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(trimmed)) return "Please enter a valid email address";
  return null;
}
