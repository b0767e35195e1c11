ALTER TABLE "practice_days" ALTER COLUMN "seconds" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "watched_videos" ALTER COLUMN "progress" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "watched_videos" ALTER COLUMN "video_length" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "watched_videos" ALTER COLUMN "seconds_played" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "watched_videos" ALTER COLUMN "play_allowance" SET DATA TYPE double precision;