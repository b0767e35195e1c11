-- Uploads of any feature (lib/uploads): a purpose, the record it is for and a list of files,
-- instead of a video's two fixed files (issue 16: gallery photos and library items upload too).
ALTER TABLE "uploads" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "for_id" uuid;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The uploads in flight keep their files, now as a list (lib/uploads): a new video's video and
-- thumbnail, or a replacement thumbnail for the video in for_id.
UPDATE "uploads" SET
  "purpose" = CASE WHEN "video_key" IS NULL THEN 'video-thumbnail' ELSE 'video' END,
  "for_id" = "for_video_id",
  "files" = CASE WHEN "video_key" IS NULL
    THEN jsonb_build_array(jsonb_build_object('field', 'thumbnail', 'key', "thumbnail_key", 'type', "thumbnail_type", 'size', "thumbnail_size"))
    ELSE jsonb_build_array(
      jsonb_build_object('field', 'video', 'key', "video_key", 'type', "video_type", 'size', "video_size"),
      jsonb_build_object('field', 'thumbnail', 'key', "thumbnail_key", 'type', "thumbnail_type", 'size', "thumbnail_size"))
  END;--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_video_or_thumbnail";--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "purpose" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "for_video_id";--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "video_key";--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "video_type";--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "video_size";--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "thumbnail_key";--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "thumbnail_type";--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "thumbnail_size";