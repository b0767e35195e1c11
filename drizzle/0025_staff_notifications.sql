CREATE TYPE "public"."staff_notice_mode" AS ENUM('immediate', 'daily', 'none');--> statement-breakpoint
CREATE TABLE "staff_digests" (
	"recipient_id" uuid NOT NULL,
	"day" date NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_digests_recipient_id_day_pk" PRIMARY KEY("recipient_id","day")
);
--> statement-breakpoint
CREATE TABLE "staff_notice_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"mode" "staff_notice_mode" NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_notices" (
	"recipient_id" uuid NOT NULL,
	"queue" text NOT NULL,
	"item_id" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_notices_recipient_id_queue_item_id_submitted_at_pk" PRIMARY KEY("recipient_id","queue","item_id","submitted_at")
);
--> statement-breakpoint
ALTER TABLE "staff_digests" ADD CONSTRAINT "staff_digests_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notice_preferences" ADD CONSTRAINT "staff_notice_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notices" ADD CONSTRAINT "staff_notices_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;