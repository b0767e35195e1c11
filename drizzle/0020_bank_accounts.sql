CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"ifsc_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_number_encrypted" CHECK ("bank_accounts"."account_number_encrypted" LIKE 'v1.%'),
	CONSTRAINT "bank_accounts_last4_digits" CHECK ("bank_accounts"."account_number_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "bank_accounts_ifsc_format" CHECK ("bank_accounts"."ifsc_code" ~ '^[A-Z]{4}0[A-Z0-9]{6}$')
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_user_key" ON "bank_accounts" USING btree ("user_id");