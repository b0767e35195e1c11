CREATE TABLE "donation_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"donation_id" uuid NOT NULL,
	"from_status" "donation_status",
	"to_status" "donation_status" NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donation_plans" ADD COLUMN "requested_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "donation_plans" ADD COLUMN "amount_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donation_status_changes" ADD CONSTRAINT "donation_status_changes_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_status_changes_donation_idx" ON "donation_status_changes" USING btree ("donation_id","changed_at");--> statement-breakpoint
ALTER TABLE "donation_plans" ADD CONSTRAINT "donation_plans_requested_amount_positive" CHECK ("donation_plans"."requested_amount_cents" > 0);--> statement-breakpoint
-- Every status a gift takes is written by the database itself, whichever code path changes it.
CREATE OR REPLACE FUNCTION donation_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO donation_status_changes (donation_id, from_status, to_status, changed_at)
    VALUES (NEW.id, CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.status END, NEW.status, now());
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER donations_status_history AFTER INSERT OR UPDATE OF status ON donations
  FOR EACH ROW EXECUTE FUNCTION donation_status_change();--> statement-breakpoint
-- Gifts made before: their history starts with the status they have, at the time they were written.
INSERT INTO donation_status_changes (donation_id, from_status, to_status, changed_at)
  SELECT id, NULL, status, created_at FROM donations;
