-- Program requests, the school gallery and the library (issue 16). The library's search ranks as
-- the earlier text index weighted it (title 10, author 5, subject 3, keywords 1): weights A to D of
-- one tsvector. IMMUTABLE so it can be indexed: array_to_string() is only STABLE in general, but
-- for text[] its result depends on nothing else; the 'english' configuration is named, not taken
-- from the session. features/library/server/search.ts uses the same expression.
CREATE OR REPLACE FUNCTION library_search_vector(title text, author text, subject text, keywords text[])
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT setweight(to_tsvector('english'::regconfig, title), 'A')
          || setweight(to_tsvector('english'::regconfig, author), 'B')
          || setweight(to_tsvector('english'::regconfig, subject), 'C')
          || setweight(to_tsvector('english'::regconfig, array_to_string(keywords, ' ')), 'D') $$;--> statement-breakpoint
CREATE TYPE "public"."program_request_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."gallery_category" AS ENUM('event', 'classroom', 'sports', 'arts', 'general');--> statement-breakpoint
CREATE TYPE "public"."gallery_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "program_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"contact_person" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"program_requested" text NOT NULL,
	"message" text NOT NULL,
	"status" "program_request_status" DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" "gallery_category" DEFAULT 'general' NOT NULL,
	"status" "gallery_status" DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"school_id" uuid,
	"school_name" text NOT NULL,
	"variants" jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_images_dimensions_positive" CHECK ("gallery_images"."width" > 0 AND "gallery_images"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "library_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"uploaded_by" uuid,
	"video_key" text NOT NULL,
	"video_type" text NOT NULL,
	"video_size" bigint NOT NULL,
	"duration_seconds" integer,
	"cover_key" text NOT NULL,
	"cover_type" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_items_duration_positive" CHECK ("library_items"."duration_seconds" IS NULL OR "library_items"."duration_seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "program_requests" ADD CONSTRAINT "program_requests_school_id_users_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_requests" ADD CONSTRAINT "program_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_school_id_users_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_requests_school_idx" ON "program_requests" USING btree ("school_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "program_requests_status_idx" ON "program_requests" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "program_requests_one_pending_key" ON "program_requests" USING btree ("school_id","program_requested") WHERE "program_requests"."status" = 'pending' AND "program_requests"."program_requested" <> 'Other';--> statement-breakpoint
CREATE INDEX "gallery_images_public_idx" ON "gallery_images" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "gallery_images"."status" = 'approved' AND "gallery_images"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "gallery_images_public_category_idx" ON "gallery_images" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "gallery_images"."status" = 'approved' AND "gallery_images"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "gallery_images_public_school_idx" ON "gallery_images" USING btree (lower("school_name"),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "gallery_images"."status" = 'approved' AND "gallery_images"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "gallery_images_search_idx" ON "gallery_images" USING gin (("title" || ' ' || coalesce("description", '') || ' ' || "school_name") gin_trgm_ops) WHERE "gallery_images"."status" = 'approved' AND "gallery_images"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "gallery_images_status_idx" ON "gallery_images" USING btree ("status","created_at" DESC NULLS FIRST) WHERE "gallery_images"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "gallery_images_school_idx" ON "gallery_images" USING btree ("school_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gallery_images_deleted_idx" ON "gallery_images" USING btree ("deleted_at") WHERE "gallery_images"."deleted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "library_items_search_idx" ON "library_items" USING gin (library_search_vector("title", "author", "subject", "keywords")) WHERE "library_items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "library_items_public_idx" ON "library_items" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "library_items"."approved_at" IS NOT NULL AND "library_items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "library_items_keywords_idx" ON "library_items" USING gin ("keywords");--> statement-breakpoint
CREATE INDEX "library_items_deleted_idx" ON "library_items" USING btree ("deleted_at") WHERE "library_items"."deleted_at" IS NOT NULL;