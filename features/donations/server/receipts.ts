import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/config/env";
import { donations, type DonationRow } from "@/lib/db/schema";
import { NotFoundError, InvalidError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { sendMail } from "@/lib/mail/mailer";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan, can } from "@/registry/permissions";
import { receiptMail } from "../mails";
import { formatReceiptNumber } from "../schema";
import { planCancelUrl } from "./plans";
import { renderReceiptPdf, renderStatementPdf, type ReceiptData } from "./receipt-pdf";
import { logFor } from "@/lib/observability/log";

const log = logFor("donations");

/** The outbox kind of a gift's receipt mail (registry/jobs.ts runs it). */
export const RECEIPT_JOB = "donations.receipt";

const payload = z.strictObject({ donationId: z.string().refine(isUuid) });

function receiptData(row: DonationRow): ReceiptData {
  return {
    receiptNumber: formatReceiptNumber(row.receiptNumber!),
    date: row.completedAt!,
    amountCents: row.amountCents,
    currency: "usd",
    frequency: row.donationType,
    donorName: row.donorName,
    donorEmail: row.donorEmail ?? "",
    anonymous: row.isAnonymous,
    message: row.message,
    isTest: row.isTest,
    issuer: env().foundation,
  };
}

export function receiptFileName(row: Pick<DonationRow, "receiptNumber">): string {
  return `receipt-${formatReceiptNumber(row.receiptNumber!)}.pdf`;
}

/**
 * Sends a completed gift's receipt: the thank-you mail with the PDF attached, rendered now from
 * the stored gift (the outbox keeps only its id). A monthly gift's mail carries the plan's signed
 * cancel link. A gift refunded before its receipt went out, or with no address, gets none.
 * Throws (and the outbox retries) while the mail server refuses it.
 */
export async function sendReceipt(input: unknown): Promise<void> {
  const { donationId } = payload.parse(input);
  const db = await getDb();
  const [row] = await db.select().from(donations).where(eq(donations.id, donationId));
  if (!row || row.status !== "completed" || row.receiptNumber === null) return;
  if (!row.donorEmail) {
    log.warn({ donationId: row.id }, "a gift has no e-mail address: no receipt sent");
    return;
  }
  const data = receiptData(row);
  const mail = receiptMail({
    to: row.donorEmail,
    donorName: row.donorName,
    amountCents: row.amountCents,
    frequency: row.donationType,
    receiptNumber: data.receiptNumber,
    date: data.date,
    cancelUrl: row.planId ? planCancelUrl(row.planId) : null,
    isTest: row.isTest,
  });
  const pdf = await renderReceiptPdf(data);
  await sendMail({ ...mail, attachments: [{ filename: receiptFileName(row), contentType: "application/pdf", content: pdf }] });
}

/**
 * A receipt's PDF, for the donor who gave it (or staff who track donations). Only a completed
 * gift has one: a refunded gift's is withdrawn (no gift to deduct), as the yearly statement leaves it out.
 */
export async function receiptPdf(actor: Actor | null, donationId: string): Promise<{ fileName: string; pdf: Uint8Array }> {
  assertCan(actor, "donation.readOwn");
  if (!isUuid(donationId)) throw new NotFoundError(RECEIPT_NOT_FOUND);
  const db = await getDb();
  const [row] = await db.select().from(donations).where(eq(donations.id, donationId));
  if (!row || (row.userId !== actor.id && !can(actor, "donation.track"))) throw new NotFoundError(RECEIPT_NOT_FOUND);
  return receiptPdfOf(row);
}

const RECEIPT_NOT_FOUND = "Receipt not found.";

/** The PDF of a gift whose reader is already authorised (its donor, staff, or its signed link: gift-links.ts). */
export async function receiptPdfOf(gift: string | DonationRow): Promise<{ fileName: string; pdf: Uint8Array }> {
  let row: DonationRow | undefined = typeof gift === "string" ? undefined : gift;
  if (typeof gift === "string") [row] = await (await getDb()).select().from(donations).where(eq(donations.id, gift));
  if (!row || row.receiptNumber === null || row.status !== "completed") throw new NotFoundError(RECEIPT_NOT_FOUND);
  return { fileName: receiptFileName(row), pdf: await renderReceiptPdf(receiptData(row)) };
}

/**
 * All of a donor's paid gifts of a calendar year (UTC) in one PDF; a year without gifts says so.
 * Test gifts (no money taken) are no gifts to deduct: left out, and counted in a line of their own.
 */
export async function yearlyStatementPdf(actor: Actor | null, yearInput: string | number): Promise<{ fileName: string; pdf: Uint8Array }> {
  assertCan(actor, "donation.readOwn");
  const year = Number(yearInput);
  const thisYear = new Date().getUTCFullYear();
  if (!Number.isInteger(year) || year < 2000 || year > thisYear) {
    throw new InvalidError(`Choose a year between 2000 and ${thisYear}`, { year: `Choose a year between 2000 and ${thisYear}` });
  }
  const db = await getDb();
  const rows = await db
    .select()
    .from(donations)
    .where(
      and(
        eq(donations.userId, actor.id),
        inArray(donations.status, ["completed"]),
        gte(donations.completedAt, new Date(Date.UTC(year, 0, 1))),
        lt(donations.completedAt, new Date(Date.UTC(year + 1, 0, 1))),
      ),
    )
    .orderBy(asc(donations.completedAt));
  const pdf = await renderStatementPdf({
    year,
    donorName: actor.name,
    donorEmail: actor.email,
    testGiftsLeftOut: rows.filter((r) => r.isTest).length,
    issuer: env().foundation,
    gifts: rows
      .filter((r) => !r.isTest)
      .map((r) => ({
        receiptNumber: formatReceiptNumber(r.receiptNumber!),
        date: r.completedAt!,
        amountCents: r.amountCents,
        frequency: r.donationType,
      })),
  });
  return { fileName: `donations-${year}.pdf`, pdf };
}
