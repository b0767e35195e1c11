CREATE TYPE "public"."invoice_status" AS ENUM('pending', 'approved', 'rejected', 'paid');--> statement-breakpoint
CREATE TABLE "invoice_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "invoice_courses_id_invoice_key" UNIQUE("id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_number_counters_from_1000" CHECK ("invoice_number_counters"."last_number" >= 1000)
);
--> statement-breakpoint
CREATE TABLE "invoice_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"invoice_status" "invoice_status" NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"video_id" uuid,
	"video_title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"instructor_id" uuid,
	"status" "invoice_status" DEFAULT 'pending' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date NOT NULL,
	"client_email" text NOT NULL,
	"notes" text,
	"currency" text NOT NULL,
	"rate_per_video_minor" bigint NOT NULL,
	"subtotal_minor" bigint NOT NULL,
	"tax_rate_basis_points" integer NOT NULL,
	"tax_minor" bigint NOT NULL,
	"discount_minor" bigint NOT NULL,
	"grand_total_minor" bigint NOT NULL,
	"instructor_details" jsonb NOT NULL,
	"company_details" jsonb NOT NULL,
	"payment_details" jsonb,
	"rejection_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_id_status_key" UNIQUE("id","status"),
	CONSTRAINT "invoices_number_format" CHECK ("invoices"."number" ~ '^INV-[0-9]{8,}$'),
	CONSTRAINT "invoices_currency_code" CHECK ("invoices"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "invoices_tax_rate_range" CHECK ("invoices"."tax_rate_basis_points" BETWEEN 0 AND 10000),
	CONSTRAINT "invoices_amounts_not_negative" CHECK ("invoices"."rate_per_video_minor" >= 0 AND "invoices"."subtotal_minor" >= 0 AND "invoices"."tax_minor" >= 0 AND "invoices"."discount_minor" >= 0 AND "invoices"."grand_total_minor" >= 0),
	CONSTRAINT "invoices_grand_total_sum" CHECK ("invoices"."grand_total_minor" = "invoices"."subtotal_minor" + "invoices"."tax_minor" - "invoices"."discount_minor"),
	CONSTRAINT "invoices_decided_when_not_pending" CHECK (("invoices"."status" = 'pending') = ("invoices"."decided_at" IS NULL)),
	CONSTRAINT "invoices_paid_at_when_paid" CHECK (("invoices"."status" = 'paid') = ("invoices"."paid_at" IS NOT NULL)),
	CONSTRAINT "invoices_reason_only_when_rejected" CHECK ("invoices"."rejection_reason" IS NULL OR "invoices"."status" = 'rejected')
);
--> statement-breakpoint
ALTER TABLE "invoice_courses" ADD CONSTRAINT "invoice_courses_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_videos" ADD CONSTRAINT "invoice_videos_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_videos" ADD CONSTRAINT "invoice_videos_invoice_fk" FOREIGN KEY ("invoice_id","invoice_status") REFERENCES "public"."invoices"("id","status") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "invoice_videos" ADD CONSTRAINT "invoice_videos_course_fk" FOREIGN KEY ("course_id","invoice_id") REFERENCES "public"."invoice_courses"("id","invoice_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_courses_position_key" ON "invoice_courses" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_videos_position_key" ON "invoice_videos" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_videos_one_live_invoice_key" ON "invoice_videos" USING btree ("video_id") WHERE "invoice_videos"."invoice_status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "invoice_videos_course_idx" ON "invoice_videos" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "invoice_videos_video_idx" ON "invoice_videos" USING btree ("video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_instructor_idx" ON "invoices" USING btree ("instructor_id","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_amount_idx" ON "invoices" USING btree ("currency","grand_total_minor","id");