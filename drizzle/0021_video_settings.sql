CREATE TABLE "video_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"singleton" boolean DEFAULT true NOT NULL,
	"currency" text NOT NULL,
	"price_per_video_minor" integer NOT NULL,
	"max_video_length_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_settings_singleton_true" CHECK ("video_settings"."singleton"),
	CONSTRAINT "video_settings_currency_known" CHECK ("video_settings"."currency" IN ('USD', 'INR', 'EUR', 'GBP', 'JPY')),
	CONSTRAINT "video_settings_price_range" CHECK ("video_settings"."price_per_video_minor" BETWEEN 0 AND 10000000),
	CONSTRAINT "video_settings_length_range" CHECK ("video_settings"."max_video_length_seconds" BETWEEN 60 AND 21600 AND "video_settings"."max_video_length_seconds" % 60 = 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "video_settings_singleton_key" ON "video_settings" USING btree ("singleton");--> statement-breakpoint
-- The one record, with the defaults (features/video-settings/schema.ts DEFAULT_VIDEO_SETTINGS): $10.00 a video, at most 30 minutes.
INSERT INTO "video_settings" ("currency", "price_per_video_minor", "max_video_length_seconds") VALUES ('USD', 1000, 1800) ON CONFLICT DO NOTHING;
