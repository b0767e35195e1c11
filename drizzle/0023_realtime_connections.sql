CREATE TABLE "realtime_connections" (
	"connection_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"instance" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "realtime_connections" ADD CONSTRAINT "realtime_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "realtime_connections_user_expires_idx" ON "realtime_connections" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "realtime_connections_expires_idx" ON "realtime_connections" USING btree ("expires_at");