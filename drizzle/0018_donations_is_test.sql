-- Whether a gift took money: a gift made on the site's own test checkout or in Stripe's test mode
-- is a test gift (donations.is_test; a monthly plan's on donation_plans, which its renewals copy),
-- labelled as such and left out of the totals. Every writer sets it: no default once filled in.
ALTER TABLE "donation_plans" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The gifts so far. A checkout's gift is a test gift when its session is a test-mode one (cs_test_…:
-- Stripe's test mode, and the embedded checkout's cs_test_embedded_…); a gift with neither a checkout
-- nor an invoice never went through a payment provider (the embedded demo's seeded gifts).
UPDATE "donations" SET "is_test" = true
  WHERE "checkout_session_id" LIKE 'cs\_test\_%' OR ("checkout_session_id" IS NULL AND "invoice_id" IS NULL);--> statement-breakpoint
-- A plan took money only if the gift of its checkout did; its renewals (no checkout) are as it is.
UPDATE "donation_plans" SET "is_test" = NOT EXISTS (
  SELECT 1 FROM "donations" d
  WHERE d."plan_id" = "donation_plans"."id" AND d."checkout_session_id" IS NOT NULL AND NOT d."is_test"
);--> statement-breakpoint
UPDATE "donations" SET "is_test" = p."is_test" FROM "donation_plans" p
  WHERE "donations"."plan_id" = p."id" AND "donations"."checkout_session_id" IS NULL;--> statement-breakpoint
ALTER TABLE "donation_plans" ALTER COLUMN "is_test" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "donations" ALTER COLUMN "is_test" DROP DEFAULT;
