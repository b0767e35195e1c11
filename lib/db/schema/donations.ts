import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./users";

/**
 * Donations (features/donations). Amounts are integer cents everywhere, here too. Nothing is
 * counted as received until the payment provider says it was paid (a signed webhook event):
 * a donation row is written `pending` before the checkout exists and becomes `completed` only
 * through the webhook's fulfilment, in one conditional update.
 */
export const donationTypeEnum = pgEnum("donation_type", ["one-time", "monthly"]);
/**
 * pending: checkout created, not paid (yet); completed: paid; failed: the payment failed;
 * expired: the checkout was abandoned; refunded: paid, then refunded (out of every total).
 */
export const donationStatusEnum = pgEnum("donation_status", ["pending", "completed", "failed", "expired", "refunded"]);
/** A monthly plan (a Stripe subscription): pending until its first payment, canceled for good. */
export const donationPlanStatusEnum = pgEnum("donation_plan_status", ["pending", "active", "past_due", "canceled"]);

/** Receipt numbers, given in the order gifts are paid (MMF-000001, …): never reused, never guessed from a row count. */
export const donationReceiptNumbers = pgSequence("donation_receipt_number_seq", { startWith: 1 });

const donor = {
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  /** The name the donor gave (a signed-in donor's from the account); null when an anonymous guest gave none. */
  donorName: text("donor_name"),
  /** Lower-cased; where the receipt goes. Null only until the checkout tells us (an API guest who gave none). */
  donorEmail: text("donor_email"),
  /** Shown as "Anonymous" to everyone but the donor and staff. */
  isAnonymous: boolean("is_anonymous").notNull().default(false),
  message: text("message"),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull().default("usd"),
  /**
   * A test gift: made where no money is taken (the embedded test checkout, or Stripe's test mode),
   * as the payments adapter of its checkout said; a renewal is its plan's. Labelled "Test — no
   * money taken" wherever it is shown and left out of every total unless asked for. No default:
   * whoever writes a gift says which.
   */
  isTest: boolean("is_test").notNull(),
};

export const donationPlans = pgTable(
  "donation_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ...donor,
    status: donationPlanStatusEnum("status").notNull().default("pending"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    stripeCustomerId: text("stripe_customer_id"),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    /**
     * When the provider's event that set `status` was created: an older event delivered late
     * never overwrites a newer one's status (events arriving out of order converge).
     */
    statusEventAt: timestamp("status_event_at", { withTimezone: true }),
    /**
     * The monthly amount the donor asked for and the provider has not confirmed yet (null when
     * none is under way): `amountCents` changes only when the subscription's event says so.
     */
    requestedAmountCents: integer("requested_amount_cents"),
    /** When the event that set `amountCents` was created: an older one delivered late never undoes a newer amount. */
    amountEventAt: timestamp("amount_event_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("donation_plans_subscription_key").on(t.stripeSubscriptionId),
    index("donation_plans_user_idx").on(t.userId),
    index("donation_plans_status_idx").on(t.status),
    check("donation_plans_amount_positive", sql`${t.amountCents} > 0`),
    check("donation_plans_requested_amount_positive", sql`${t.requestedAmountCents} > 0`),
    check("donation_plans_email_lower", sql`${t.donorEmail} = lower(${t.donorEmail})`),
  ],
);

export const donations = pgTable(
  "donations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ...donor,
    donationType: donationTypeEnum("donation_type").notNull(),
    status: donationStatusEnum("status").notNull().default("pending"),
    /** Monthly gifts: the plan; its first payment and every renewal are each a row. */
    planId: uuid("plan_id").references(() => donationPlans.id, { onDelete: "restrict" }),
    /** The checkout that created the row (one-time gifts and a plan's first payment). */
    checkoutSessionId: text("checkout_session_id"),
    /** The Stripe invoice a monthly payment paid: one row per invoice. */
    invoiceId: text("invoice_id"),
    /** What a refund (charge.refunded) names. */
    paymentIntentId: text("payment_intent_id"),
    receiptNumber: integer("receipt_number"),
    /** When the payment was confirmed: the date a gift counts on. */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** When staff asked the provider to refund it (one request per gift); it is refunded once the provider's event says so. */
    refundRequestedAt: timestamp("refund_requested_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("donations_checkout_session_key").on(t.checkoutSessionId),
    uniqueIndex("donations_invoice_key").on(t.invoiceId),
    uniqueIndex("donations_receipt_number_key").on(t.receiptNumber),
    index("donations_payment_intent_idx").on(t.paymentIntentId),
    index("donations_plan_idx").on(t.planId),
    index("donations_user_idx").on(t.userId, t.createdAt),
    index("donations_created_idx").on(t.createdAt),
    index("donations_completed_idx")
      .on(t.completedAt)
      .where(sql`${t.status} = 'completed'`),
    check("donations_amount_positive", sql`${t.amountCents} > 0`),
    check("donations_email_lower", sql`${t.donorEmail} = lower(${t.donorEmail})`),
    check("donations_completed_at", sql`${t.status} NOT IN ('completed', 'refunded') OR ${t.completedAt} IS NOT NULL`),
  ],
);

/**
 * Every status a gift has had, with its time: written by the database (a trigger on
 * donations.status, migration 0028), so no code path that changes a gift can forget it.
 */
export const donationStatusChanges = pgTable(
  "donation_status_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    donationId: uuid("donation_id")
      .notNull()
      .references(() => donations.id, { onDelete: "cascade" }),
    /** Null for the row the gift was written with. */
    fromStatus: donationStatusEnum("from_status"),
    toStatus: donationStatusEnum("to_status").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("donation_status_changes_donation_idx").on(t.donationId, t.changedAt)],
);

/**
 * What became of a payment-provider event: `applied` (a type fulfilment handles, its effect made)
 * or `ignored` (a type it does not handle, acknowledged and nothing else). A malformed event is
 * refused before anything is written, so it has no row and is taken when it is sent again.
 */
export const paymentEventOutcomeEnum = pgEnum("payment_event_outcome", ["applied", "ignored"]);

/** Every payment-provider event taken, recorded in the transaction of its effect: a replay finds its id and changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  outcome: paymentEventOutcomeEnum("outcome").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Refunds of payments not (yet) known when their event arrived (a renewal's refund can overtake
 * its invoice.paid): the payment's fulfilment finds it here and marks the gift refunded at once.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    paymentIntentId: text("payment_intent_id").primaryKey(),
    invoiceId: text("invoice_id"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("payment_refunds_invoice_idx").on(t.invoiceId)],
);

export type DonationRow = typeof donations.$inferSelect;
export type DonationPlanRow = typeof donationPlans.$inferSelect;
export type DonationStatusChangeRow = typeof donationStatusChanges.$inferSelect;
export type DonationStatus = (typeof donationStatusEnum.enumValues)[number];
export type DonationType = (typeof donationTypeEnum.enumValues)[number];
export type DonationPlanStatus = (typeof donationPlanStatusEnum.enumValues)[number];
