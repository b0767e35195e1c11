import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import { donationPlans, donations, type DonationPlanRow, type DonationRow } from "@/lib/db/schema";
import { NotFoundError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { receiptLink } from "./gift-links";
import { toApiDonation, type ApiDonation } from "./serialize";

/**
 * A donor's own gifts (My Donations, and every role's profile): signed-in gifts are theirs by
 * the account that gave them, never by an e-mail address someone typed. Abandoned checkouts
 * (expired) are left out: they were never a gift.
 */
const SHOWN = ["pending", "completed", "failed", "refunded"] as const;

export async function listOwnDonations(actor: Actor | null): Promise<ApiDonation[]> {
  assertCan(actor, "donation.readOwn");
  const db = await getDb();
  const rows = await db
    .select()
    .from(donations)
    .where(and(eq(donations.userId, actor.id), inArray(donations.status, [...SHOWN])))
    .orderBy(desc(donations.createdAt), desc(donations.id));
  return rows.map(toApiDonation);
}

/**
 * `GET /userDonation/getDonationDetail/{donationId}` (original-api.md 3.7): the caller's gifts
 * as `{ donations }`. The earlier service ignored the id; here a gift's id returns that one gift
 * (404 when it is not the caller's), and `all` (or `me`) returns every one, [] when there are none.
 */
export async function ownDonationDetail(actor: Actor | null, donationId: string): Promise<ApiDonation[]> {
  const all = await listOwnDonations(actor);
  if (donationId === "all" || donationId === "me") return all;
  const one = isUuid(donationId) ? all.find((d) => d._id === donationId) : undefined;
  if (!one) throw new NotFoundError("Donation not found.");
  return [one];
}

export type OwnPlan = Pick<DonationPlanRow, "id" | "amountCents" | "status" | "createdAt" | "canceledAt" | "isTest"> & {
  /** Whether "Update card" can be offered (a Stripe customer exists). */
  hasCard: boolean;
  /** Completed payments of this plan so far. */
  paymentsCount: number;
  /** A new monthly amount asked for and not yet confirmed by the provider; null when none is under way. */
  requestedAmountCents: number | null;
  /** Whether its amount can be changed: it has a subscription at the provider and is active or past due. */
  changeable: boolean;
};

/** A donor's monthly plans that started or may still start (pending ones only while their checkout may complete: a day). */
export async function listOwnPlans(actor: Actor | null): Promise<OwnPlan[]> {
  assertCan(actor, "donation.readOwn");
  const db = await getDb();
  const rows = rowsOf<{
    id: string;
    amount_cents: number;
    status: DonationPlanRow["status"];
    created_at: string | Date;
    canceled_at: string | Date | null;
    is_test: boolean;
    has_card: boolean;
    payments: number;
    requested_amount_cents: number | null;
    has_subscription: boolean;
  }>(
    await db.execute(sql`
      SELECT p.id, p.amount_cents, p.status, p.created_at, p.canceled_at, p.is_test, p.stripe_customer_id IS NOT NULL AS has_card,
             p.requested_amount_cents, p.stripe_subscription_id IS NOT NULL AS has_subscription,
             (SELECT count(*)::int FROM ${donations} d WHERE d.plan_id = p.id AND d.status = 'completed') AS payments
      FROM ${donationPlans} p
      WHERE p.user_id = ${actor.id}
        AND (p.status <> 'pending' OR p.created_at > now() - interval '1 day')
        AND NOT (p.status = 'canceled' AND NOT EXISTS (SELECT 1 FROM ${donations} d WHERE d.plan_id = p.id AND d.status IN ('completed', 'refunded')))
      ORDER BY p.created_at DESC`),
  );
  return rows.map((r) => ({
    id: r.id,
    amountCents: r.amount_cents,
    status: r.status,
    createdAt: new Date(r.created_at),
    canceledAt: r.canceled_at ? new Date(r.canceled_at) : null,
    isTest: r.is_test,
    hasCard: r.has_card,
    paymentsCount: r.payments,
    requestedAmountCents:
      r.requested_amount_cents !== null && r.requested_amount_cents !== r.amount_cents ? r.requested_amount_cents : null,
    changeable: r.has_subscription && (r.status === "active" || r.status === "past_due"),
  }));
}

/** Whether the person has ever given (every role's profile shows its history only then). */
export async function hasGiven(actor: Actor): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: donations.id })
    .from(donations)
    .where(and(eq(donations.userId, actor.id), inArray(donations.status, [...SHOWN])))
    .limit(1);
  return Boolean(row);
}

/**
 * What the return page says after a payment (`/donation?status=success&session_id=…`): the
 * amount, frequency and state of the gift that checkout made, read from the server, never from
 * the URL's own claims. Nothing personal: the session id is all the page has, and it is what the
 * checkout gave the donor's browser alone, so it may carry the receipt's signed link.
 */
export async function giftOfCheckout(sessionId: string | undefined): Promise<{
  amountCents: number;
  frequency: "one-time" | "monthly";
  status: DonationRow["status"];
  hasEmail: boolean;
  isTest: boolean;
  /** The receipt's signed link, once the gift is paid and has one (a guest opens it without an account). */
  receiptUrl: string | null;
  /** Given without an account: the page offers one. */
  guest: boolean;
} | null> {
  if (!sessionId || sessionId.length > 255 || !/^cs_[A-Za-z0-9_]+$/.test(sessionId)) return null;
  const db = await getDb();
  const [row] = await db.select().from(donations).where(eq(donations.checkoutSessionId, sessionId));
  return row
    ? {
        amountCents: row.amountCents,
        frequency: row.donationType,
        status: row.status,
        hasEmail: row.donorEmail !== null,
        isTest: row.isTest,
        receiptUrl: row.status === "completed" && row.receiptNumber !== null ? receiptLink(row.id) : null,
        guest: row.userId === null,
      }
    : null;
}
