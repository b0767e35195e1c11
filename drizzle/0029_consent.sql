ALTER TABLE "users" ADD COLUMN "privacy_notice_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_notice_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "consent_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "consent_confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_consent_confirmed_by_users_id_fk" FOREIGN KEY ("consent_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_privacy_notice_pair" CHECK (("users"."privacy_notice_version" IS NULL) = ("users"."privacy_notice_accepted_at" IS NULL));