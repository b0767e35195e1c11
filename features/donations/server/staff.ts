import { and, asc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { donationPlans, donationStatusChanges, donations, type DonationRow, type DonationStatus } from "@/lib/db/schema";
import { AppError, ConflictError, NotFoundError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { enqueue } from "@/lib/jobs/outbox";
import { getPayments } from "@/lib/payments";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { auditDonation } from "../audit";
import { formatReceiptNumber } from "../schema";
import { handleWebhook } from "./fulfil";
import { RECEIPT_JOB, sendReceipt } from "./receipts";
import { toApiDonation, type ApiDonation } from "./serialize";
import { logFor } from "@/lib/observability/log";

const log = logFor("donations");

/**
 * Donation Tracking's view of one gift (staff who track donations): the donor, the amount, every
 * status it has had with its time (donation_status_changes, written by a trigger), its receipt,
 * and two actions, each audited with the staff member: send the receipt again (through the
 * outbox) and refund the payment through the provider. A refund is asked for once per gift (one
 * conditional update: completed, not asked before; no row → 409), and the gift becomes refunded
 * only when the provider's verified `charge.refunded` event arrives (fulfil.ts).
 */
const NOT_FOUND = "Donation not found.";

export type GiftDetail = ApiDonation & {
  receiptNumber: string | null;
  /** When a refund was asked for and the provider has not confirmed it yet; null otherwise. */
  refundRequestedAt: string | null;
  refundedAt: string | null;
  /** A monthly gift's plan: its current monthly amount and status. */
  plan: { id: string; amountCents: number; status: string } | null;
  history: { from: DonationStatus | null; to: DonationStatus; at: string }[];
  /** Whether each action is open now (the services say why not when it is not). */
  canResendReceipt: boolean;
  canRefund: boolean;
};

async function loadGift(donationId: string): Promise<DonationRow> {
  if (!isUuid(donationId)) throw new NotFoundError(NOT_FOUND);
  const db = await getDb();
  const [row] = await db.select().from(donations).where(eq(donations.id, donationId));
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

export async function giftDetail(actor: Actor | null, donationId: string): Promise<GiftDetail> {
  assertCan(actor, "donation.track");
  const row = await loadGift(donationId);
  const db = await getDb();
  const [history, [plan]] = await Promise.all([
    db
      .select()
      .from(donationStatusChanges)
      .where(eq(donationStatusChanges.donationId, row.id))
      .orderBy(asc(donationStatusChanges.changedAt), asc(donationStatusChanges.id)),
    row.planId
      ? db
          .select({ id: donationPlans.id, amountCents: donationPlans.amountCents, status: donationPlans.status })
          .from(donationPlans)
          .where(eq(donationPlans.id, row.planId))
      : Promise.resolve([]),
  ]);
  return {
    ...toApiDonation(row),
    receiptNumber: row.receiptNumber === null ? null : formatReceiptNumber(row.receiptNumber),
    refundRequestedAt: row.status === "completed" ? (row.refundRequestedAt?.toISOString() ?? null) : null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    plan: plan ?? null,
    history: history.map((h) => ({ from: h.fromStatus, to: h.toStatus, at: h.changedAt.toISOString() })),
    canResendReceipt: row.status === "completed" && row.receiptNumber !== null && row.donorEmail !== null,
    canRefund: row.status === "completed" && row.refundRequestedAt === null,
  };
}

/** Why a gift cannot be refunded, in words staff can act on. */
function notRefundable(row: DonationRow): string {
  if (row.status === "refunded") return "This gift is already refunded.";
  if (row.status === "completed")
    return "A refund of this gift is already under way: it shows as refunded once the payment service confirms it.";
  return `Only a completed gift can be refunded. This gift is ${row.status}: no money was taken for it.`;
}

/** Sends the receipt mail again (completed gifts with an address only). */
export async function resendReceipt(actor: Actor | null, donationId: string): Promise<{ message: string }> {
  assertCan(actor, "donation.track");
  const row = await loadGift(donationId);
  if (row.status !== "completed" || row.receiptNumber === null) {
    throw new ConflictError(`Only a completed gift has a receipt to send. This gift is ${row.status}.`);
  }
  if (!row.donorEmail) throw new ConflictError("This gift has no e-mail address to send the receipt to.");
  const db = await getDb();
  await db.transaction(async (tx) => {
    await enqueue(tx, RECEIPT_JOB, { donationId: row.id }, { [RECEIPT_JOB]: sendReceipt });
    await auditDonation(tx, actor, "donation.resendReceipt", row.id, { receiptNumber: formatReceiptNumber(row.receiptNumber!) });
  });
  return { message: `The receipt is on its way to ${row.donorEmail}.` };
}

/**
 * Asks the provider to refund a completed gift in full, once: of two at once, one asks and the
 * other gets 409. Should the provider fail, the request is withdrawn (502) so it can be tried again.
 */
export async function refundGift(actor: Actor | null, donationId: string): Promise<{ message: string; refunded: boolean }> {
  assertCan(actor, "donation.track");
  const row = await loadGift(donationId);
  const db = await getDb();
  const requestedAt = new Date();
  const [claimed] = await db
    .update(donations)
    .set({ refundRequestedAt: requestedAt })
    .where(and(eq(donations.id, row.id), eq(donations.status, "completed"), isNull(donations.refundRequestedAt)))
    .returning();
  if (!claimed) throw new ConflictError(notRefundable(await loadGift(row.id)));
  let event;
  try {
    event = await getPayments().refundPayment({
      donationId: claimed.id,
      paymentIntentId: claimed.paymentIntentId,
      invoiceId: claimed.invoiceId,
    });
  } catch (error) {
    log.error({ donationId: claimed.id, err: error }, "refund failed");
    await db
      .update(donations)
      .set({ refundRequestedAt: null })
      .where(and(eq(donations.id, claimed.id), eq(donations.refundRequestedAt, requestedAt)));
    if (error instanceof AppError) throw error;
    throw new AppError(502, "We could not reach the payment service, so nothing was refunded. Please try again in a moment.");
  }
  await auditDonation(db, actor, "donation.refund", claimed.id, {
    amountCents: claimed.amountCents,
    paymentIntentId: claimed.paymentIntentId,
    invoiceId: claimed.invoiceId,
  });
  if (event) await handleWebhook(event.body, event.signature);
  const after = await loadGift(claimed.id);
  return {
    refunded: after.status === "refunded",
    message:
      after.status === "refunded"
        ? "The gift is refunded. It no longer counts in the totals."
        : "The refund is asked for. The gift shows as refunded once the payment service confirms it.",
  };
}
