import type { DonationRow } from "@/lib/db/schema";

/**
 * A gift as the spec's clients read it (`_id`, `amount` in dollars, `createdAt`, `donationType`
 * one-time or recurring, `status`, `donerName` (sic), `isAnonymous`, `message`), plus what our
 * own screens show, `isTest` among them (a test gift: no money was taken). Only the donor and staff ever get a row, so the name is there even when the
 * gift is anonymous (marked `isAnonymous`); nobody else sees gifts at all.
 */
export type ApiDonation = {
  _id: string;
  amount: number;
  amountCents: number;
  currency: string;
  createdAt: string;
  completedAt: string | null;
  donationType: "one-time" | "recurring";
  status: DonationRow["status"];
  donerName: string;
  donorEmail: string | null;
  isAnonymous: boolean;
  message: string;
  planId: string | null;
  hasReceipt: boolean;
  isTest: boolean;
};

export function toApiDonation(row: DonationRow): ApiDonation {
  return {
    _id: row.id,
    amount: row.amountCents / 100,
    amountCents: row.amountCents,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    donationType: row.donationType === "monthly" ? "recurring" : "one-time",
    status: row.status,
    donerName: row.donorName ?? (row.isAnonymous ? "Anonymous" : "Guest donor"),
    donorEmail: row.donorEmail,
    isAnonymous: row.isAnonymous,
    message: row.message ?? "",
    planId: row.planId,
    // A refunded gift is no gift to deduct: its receipt is withdrawn (the yearly statement leaves it out too).
    hasReceipt: row.receiptNumber !== null && row.status === "completed",
    isTest: row.isTest,
  };
}
