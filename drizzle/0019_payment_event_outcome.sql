CREATE TYPE "public"."payment_event_outcome" AS ENUM('applied', 'ignored');--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "outcome" "payment_event_outcome" DEFAULT 'applied' NOT NULL;--> statement-breakpoint
-- The events recorded before: those of a type fulfilment does not handle were acknowledged and ignored.
UPDATE "payment_events" SET "outcome" = 'ignored' WHERE "type" NOT IN ('checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed', 'checkout.session.expired', 'invoice.paid', 'invoice.payment_failed', 'customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted', 'charge.refunded');--> statement-breakpoint
ALTER TABLE "payment_events" ALTER COLUMN "outcome" DROP DEFAULT;
