CREATE TYPE "public"."upload_status" AS ENUM('issued', 'confirmed', 'rejected');--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" "upload_status" DEFAULT 'issued' NOT NULL,
	"uploaded_by" uuid,
	"for_video_id" uuid,
	"video_key" text,
	"video_type" text,
	"video_size" bigint,
	"thumbnail_key" text NOT NULL,
	"thumbnail_type" text NOT NULL,
	"thumbnail_size" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "uploads_video_or_thumbnail" CHECK (("uploads"."video_key" IS NULL) = ("uploads"."for_video_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_expires_idx" ON "uploads" USING btree ("expires_at");