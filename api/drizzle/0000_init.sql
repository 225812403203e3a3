CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"last_used_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_lower_check" CHECK (email = lower(email))
);
--> statement-breakpoint
CREATE TABLE "optimizer_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"resume_text" text NOT NULL,
	"company_name" text NOT NULL,
	"job_title" text NOT NULL,
	"job_description" text NOT NULL,
	"overall_score" integer NOT NULL,
	"hard_skills_score" integer NOT NULL,
	"soft_skills_score" integer NOT NULL,
	"formatting_score" integer NOT NULL,
	"matched_keywords" jsonb NOT NULL,
	"suggestions" jsonb NOT NULL,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"engine_version" text NOT NULL,
	CONSTRAINT "resume_analyses_overall_score_check" CHECK (overall_score BETWEEN 0 AND 100),
	CONSTRAINT "resume_analyses_hard_skills_score_check" CHECK (hard_skills_score BETWEEN 0 AND 100),
	CONSTRAINT "resume_analyses_soft_skills_score_check" CHECK (soft_skills_score BETWEEN 0 AND 100),
	CONSTRAINT "resume_analyses_formatting_score_check" CHECK (formatting_score BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"display_name" text,
	"email" text,
	"photo_url" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"subscription_status" text,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"current_period_end" timestamp (3) with time zone,
	"cancel_at" timestamp (3) with time zone,
	CONSTRAINT "users_plan_check" CHECK (plan IN ('free', 'plus', 'pro')),
	CONSTRAINT "users_subscription_status_check" CHECK (subscription_status IN ('active', 'canceled', 'past_due', 'other'))
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimizer_usage" ADD CONSTRAINT "optimizer_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_analyses" ADD CONSTRAINT "resume_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_user_id_idx" ON "api_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "optimizer_usage_user_id_created_at_idx" ON "optimizer_usage" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "resume_analyses_user_id_created_at_id_idx" ON "resume_analyses" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_stripe_customer_id_key" ON "users" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_stripe_subscription_id_key" ON "users" USING btree ("stripe_subscription_id");