CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sender_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"text" text NOT NULL,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "chat_messages_not_to_self" CHECK ("chat_messages"."sender_id" <> "chat_messages"."receiver_id"),
	CONSTRAINT "chat_messages_text_length" CHECK (char_length("chat_messages"."text") BETWEEN 1 AND 2000),
	CONSTRAINT "chat_messages_client_id_length" CHECK (char_length("chat_messages"."client_id") BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE TABLE "chat_unread_mails" (
	"recipient_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	"up_to_seq" bigint NOT NULL,
	CONSTRAINT "chat_unread_mails_recipient_id_sender_id_pk" PRIMARY KEY("recipient_id","sender_id")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_unread_mails" ADD CONSTRAINT "chat_unread_mails_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_unread_mails" ADD CONSTRAINT "chat_unread_mails_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq_key" ON "chat_messages" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_id_key" ON "chat_messages" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_messages_pair_seq_idx" ON "chat_messages" USING btree (least("sender_id", "receiver_id"),greatest("sender_id", "receiver_id"),"seq");--> statement-breakpoint
CREATE INDEX "chat_messages_receiver_seq_idx" ON "chat_messages" USING btree ("receiver_id","seq");--> statement-breakpoint
CREATE INDEX "chat_messages_sender_seq_idx" ON "chat_messages" USING btree ("sender_id","seq");--> statement-breakpoint
CREATE INDEX "chat_messages_unread_idx" ON "chat_messages" USING btree ("receiver_id","sender_id") WHERE "chat_messages"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "chat_messages_unread_created_idx" ON "chat_messages" USING btree ("created_at") WHERE "chat_messages"."read_at" IS NULL;