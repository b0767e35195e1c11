CREATE TABLE "account_settings" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"auto_approve_students" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_settings_singleton_true" CHECK ("account_settings"."singleton")
);
