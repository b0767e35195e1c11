CREATE TYPE "public"."donation_plan_status" AS ENUM('pending', 'active', 'past_due', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."donation_status" AS ENUM('pending', 'completed', 'failed', 'expired', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."donation_type" AS ENUM('one-time', 'monthly');--> statement-breakpoint
CREATE SEQUENCE "public"."donation_receipt_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "donation_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"donor_name" text,
	"donor_email" text,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"message" text,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" "donation_plan_status" DEFAULT 'pending' NOT NULL,
	"stripe_subscription_id" text,
	"stripe_customer_id" text,
	"canceled_at" timestamp with time zone,
	"status_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_plans_amount_positive" CHECK ("donation_plans"."amount_cents" > 0),
	CONSTRAINT "donation_plans_email_lower" CHECK ("donation_plans"."donor_email" = lower("donation_plans"."donor_email"))
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"donor_name" text,
	"donor_email" text,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"message" text,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"donation_type" "donation_type" NOT NULL,
	"status" "donation_status" DEFAULT 'pending' NOT NULL,
	"plan_id" uuid,
	"checkout_session_id" text,
	"invoice_id" text,
	"payment_intent_id" text,
	"receipt_number" integer,
	"completed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_amount_positive" CHECK ("donations"."amount_cents" > 0),
	CONSTRAINT "donations_email_lower" CHECK ("donations"."donor_email" = lower("donations"."donor_email")),
	CONSTRAINT "donations_completed_at" CHECK ("donations"."status" NOT IN ('completed', 'refunded') OR "donations"."completed_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"payment_intent_id" text PRIMARY KEY NOT NULL,
	"invoice_id" text,
	"refunded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donation_plans" ADD CONSTRAINT "donation_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_plan_id_donation_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."donation_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donation_plans_subscription_key" ON "donation_plans" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "donation_plans_user_idx" ON "donation_plans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "donation_plans_status_idx" ON "donation_plans" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_checkout_session_key" ON "donations" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_invoice_key" ON "donations" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_receipt_number_key" ON "donations" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "donations_payment_intent_idx" ON "donations" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "donations_plan_idx" ON "donations" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "donations_user_idx" ON "donations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "donations_created_idx" ON "donations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "donations_completed_idx" ON "donations" USING btree ("completed_at") WHERE "donations"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "payment_refunds_invoice_idx" ON "payment_refunds" USING btree ("invoice_id");