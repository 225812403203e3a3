CREATE TABLE "sandbox_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_secret" text NOT NULL,
	"user_id" text NOT NULL,
	"plan" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp (3) with time zone,
	CONSTRAINT "sandbox_payments_plan_check" CHECK (plan IN ('plus', 'pro')),
	CONSTRAINT "sandbox_payments_status_check" CHECK (status IN ('pending', 'succeeded'))
);
--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_client_secret_key" ON "sandbox_payments" USING btree ("client_secret");--> statement-breakpoint
CREATE INDEX "sandbox_payments_user_id_idx" ON "sandbox_payments" USING btree ("user_id");