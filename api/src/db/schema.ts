/**
 * The database schema (ARCHITECTURE.md section 5). drizzle-kit generates the migrations in api/drizzle/ from this file;
 * the same migrations run on PostgreSQL and PGlite.
 *
 * Timestamps keep milliseconds only (precision 3): a JavaScript Date holds no more, so a value read back and written
 * into a cursor compares equal to the stored one.
 */
import type { Check, HighlightSpan, KeywordItem, Suggestion } from "@jobfit/core";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const PLANS = ["free", "plus", "pro"] as const;
export type Plan = (typeof PLANS)[number];

export const SUBSCRIPTION_STATUSES = ["active", "canceled", "past_due", "other"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const createdAt = () => timestamptz("created_at").notNull().defaultNow();

/** `column IN ('a', 'b')`, for check constraints over a text column that holds one of a fixed set of values. */
const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} IN (${values.map((value) => `'${value}'`).join(", ")})`);

/** One row per signed-in person, keyed by the Firebase uid. Created at first sign-in, then kept in step with the token. */
export const usersTable = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    displayName: text("display_name"),
    email: text("email"),
    photoURL: text("photo_url"),
    createdAt: createdAt(),
    plan: text("plan", { enum: PLANS }).notNull().default("free"),
    subscriptionStatus: text("subscription_status", { enum: SUBSCRIPTION_STATUSES }),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    currentPeriodEnd: timestamptz("current_period_end"),
    cancelAt: timestamptz("cancel_at"),
  },
  (table) => [
    check("users_plan_check", oneOf("plan", PLANS)),
    check("users_subscription_status_check", oneOf("subscription_status", SUBSCRIPTION_STATUSES)),
    // Webhooks find the user by the Stripe ids.
    uniqueIndex("users_stripe_customer_id_key").on(table.stripeCustomerId),
    uniqueIndex("users_stripe_subscription_id_key").on(table.stripeSubscriptionId),
  ],
);
export type UserRow = typeof usersTable.$inferSelect;

const score = (name: string) => integer(name).notNull();
const scoreInRange = (name: string) => check(`resume_analyses_${name}_check`, sql.raw(`${name} BETWEEN 0 AND 100`));

/** A signed-in user's saved analysis: the inputs and core's result, as scored by `engine_version`. */
export const resumeAnalysesTable = pgTable(
  "resume_analyses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    resumeText: text("resume_text").notNull(),
    companyName: text("company_name").notNull(),
    jobTitle: text("job_title").notNull(),
    jobDescription: text("job_description").notNull(),
    overallScore: score("overall_score"),
    hardSkillsScore: score("hard_skills_score"),
    softSkillsScore: score("soft_skills_score"),
    formattingScore: score("formatting_score"),
    matchedKeywords: jsonb("matched_keywords").$type<KeywordItem[]>().notNull(),
    suggestions: jsonb("suggestions").$type<Suggestion[]>().notNull(),
    checks: jsonb("checks").$type<Check[]>().notNull().default([]),
    highlights: jsonb("highlights").$type<HighlightSpan[]>().notNull().default([]),
    engineVersion: text("engine_version").notNull(),
  },
  (table) => [
    // "A user's analyses, newest first": the history page and its cursor pagination.
    // NULLS FIRST is PostgreSQL's default for DESC, so a plain `ORDER BY created_at DESC, id DESC` can use the index.
    index("resume_analyses_user_id_created_at_id_idx").on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    scoreInRange("overall_score"),
    scoreInRange("hard_skills_score"),
    scoreInRange("soft_skills_score"),
    scoreInRange("formatting_score"),
  ],
);
export type ResumeAnalysisRow = typeof resumeAnalysesTable.$inferSelect;
export type NewResumeAnalysisRow = typeof resumeAnalysesTable.$inferInsert;

/** One row per successful AI optimization; plan limits count these rows over a window. */
export const optimizerUsageTable = pgTable(
  "optimizer_usage",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [index("optimizer_usage_user_id_created_at_idx").on(table.userId, table.createdAt)],
);

export const SANDBOX_PAYMENT_STATUSES = ["pending", "succeeded"] as const;
export type SandboxPaymentStatus = (typeof SANDBOX_PAYMENT_STATUSES)[number];

/**
 * The sandbox billing provider's pending payments (the local stand-in for Stripe's PaymentIntents). `client_secret` is
 * random and unguessable; only its owner may confirm it, once. A declined card leaves it pending, as Stripe does.
 */
export const sandboxPaymentsTable = pgTable(
  "sandbox_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientSecret: text("client_secret").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    plan: text("plan", { enum: ["plus", "pro"] }).notNull(),
    status: text("status", { enum: SANDBOX_PAYMENT_STATUSES }).notNull().default("pending"),
    createdAt: createdAt(),
    confirmedAt: timestamptz("confirmed_at"),
  },
  (table) => [
    uniqueIndex("sandbox_payments_client_secret_key").on(table.clientSecret),
    index("sandbox_payments_user_id_idx").on(table.userId),
    check("sandbox_payments_plan_check", oneOf("plan", ["plus", "pro"])),
    check("sandbox_payments_status_check", oneOf("status", SANDBOX_PAYMENT_STATUSES)),
  ],
);
export type SandboxPaymentRow = typeof sandboxPaymentsTable.$inferSelect;

/** Stripe webhook event ids already handled, so a replayed event changes nothing. */
export const stripeEventsTable = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamptz("received_at").notNull().defaultNow(),
});

/** Pro users' personal API keys: only a hash is stored; `prefix` lets the owner recognise a key in a list. */
export const apiKeysTable = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull(),
    prefix: text("prefix").notNull(),
    createdAt: createdAt(),
    revokedAt: timestamptz("revoked_at"),
    lastUsedAt: timestamptz("last_used_at"),
  },
  (table) => [uniqueIndex("api_keys_key_hash_key").on(table.keyHash), index("api_keys_user_id_idx").on(table.userId)],
);

/** Addresses from the blog's newsletter form, stored lower-cased so one address is one row. */
export const newsletterSubscribersTable = pgTable(
  "newsletter_subscribers",
  {
    email: text("email").primaryKey(),
    createdAt: createdAt(),
  },
  () => [check("newsletter_subscribers_email_lower_check", sql.raw("email = lower(email)"))],
);
