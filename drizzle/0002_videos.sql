CREATE TYPE "public"."video_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "practice_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"seconds" real DEFAULT 0 NOT NULL,
	CONSTRAINT "practice_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "video_school_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_name" text NOT NULL,
	"course_content" text NOT NULL,
	"description" text NOT NULL,
	"category" text,
	"status" "video_status" DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"rank" integer,
	"is_priced" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"uploaded_by" uuid,
	"video_key" text NOT NULL,
	"video_type" text NOT NULL,
	"video_size" bigint NOT NULL,
	"thumbnail_key" text,
	"thumbnail_type" text,
	"duration_seconds" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_rank_positive" CHECK ("videos"."rank" IS NULL OR "videos"."rank" >= 0),
	CONSTRAINT "videos_duration_positive" CHECK ("videos"."duration_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "watched_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"video_length" real NOT NULL,
	"played_ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seconds_played" real DEFAULT 0 NOT NULL,
	"progress_sent_at" bigint DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"last_watched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_days" ADD CONSTRAINT "practice_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_school_tags" ADD CONSTRAINT "video_school_tags_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_school_tags" ADD CONSTRAINT "video_school_tags_school_id_users_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_videos" ADD CONSTRAINT "watched_videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_videos" ADD CONSTRAINT "watched_videos_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_school_tags_video_school_key" ON "video_school_tags" USING btree ("video_id","school_id");--> statement-breakpoint
CREATE INDEX "video_school_tags_school_idx" ON "video_school_tags" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "videos_catalogue_idx" ON "videos" USING btree ("status","rank","created_at") WHERE "videos"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "videos_uploader_idx" ON "videos" USING btree ("uploaded_by","created_at");--> statement-breakpoint
CREATE INDEX "videos_deleted_idx" ON "videos" USING btree ("deleted_at") WHERE "videos"."deleted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "videos_tags_idx" ON "videos" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "watched_videos_user_video_key" ON "watched_videos" USING btree ("user_id","video_id");--> statement-breakpoint
CREATE INDEX "watched_videos_user_recent_idx" ON "watched_videos" USING btree ("user_id","last_watched_at");--> statement-breakpoint
CREATE INDEX "watched_videos_video_idx" ON "watched_videos" USING btree ("video_id");