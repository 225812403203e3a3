/** The blog's newsletter form (SPEC.md section 2): anyone may subscribe, signed in or not. */
import { Hono } from "hono";
import { z } from "zod";
import type { IdentityVariables } from "../auth/middleware.ts";
import { getDatabase } from "../db/context.ts";
import { subscribe } from "../db/newsletter.ts";
import { validate } from "../validation.ts";

/** One address is one subscriber however it is typed, so it is trimmed and lower-cased before it is checked. */
export const newsletterSubscriptionRequestSchema = z.object({
  email: z
    .string({ error: "Please enter your email address" })
    .trim()
    .toLowerCase()
    .min(1, "Please enter your email address")
    // The longest address SMTP can deliver to.
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
});
export type NewsletterSubscriptionRequest = z.infer<typeof newsletterSubscriptionRequestSchema>;

export const newsletterRoutes = new Hono<{ Variables: IdentityVariables }>()
  // Idempotent: a repeat stores nothing new and answers exactly like the first call, which also keeps the answer
  // from telling anyone whether an address was already on the list.
  .post("/", validate("json", newsletterSubscriptionRequestSchema), async (c) => {
    const { email } = c.req.valid("json");
    await subscribe(getDatabase().db, email);
    return c.json({ subscribed: true } as const, 200);
  });
