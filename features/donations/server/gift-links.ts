import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { donationPlans, donations } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { InvalidError, NotFoundError, UnauthorizedError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { enqueueMail } from "@/lib/jobs/mail";
import type { Actor } from "@/lib/session/actor-type";
import { parseInput } from "@/lib/validate";
import { assertCan } from "@/registry/permissions";
import { claimGiftsMail } from "../mails";
import { giftClaimSchema } from "../schema";
import { receiptPdfOf } from "./receipts";

/**
 * Signed, expiring links of a gift, each an HMAC under AUTH_SECRET for its own purpose, so that
 * none can be turned into another and no id alone opens anything:
 * - a receipt link (30 days) from the return page of the checkout, which a guest opens without
 *   an account;
 * - a claim link (24 hours), mailed to a signed-in donor's own address on their request: opened
 *   while signed in to that account, it adds the gifts given as a guest with that address to it.
 *   Accounts' addresses are never verified at sign-up, so receiving this mail is the proof; typing
 *   an address at sign-up attaches nothing.
 */
const RECEIPT_DAYS = 30;
const CLAIM_HOURS = 24;

function sign(purpose: string, ...parts: string[]): string {
  return createHmac("sha256", env().authSecret)
    .update([purpose, ...parts].join(":"))
    .digest("base64url");
}

function holds(expected: string, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whole seconds `expires` is still ahead of now. */
function live(expires: number, now: Date): boolean {
  return Number.isInteger(expires) && expires * 1000 > now.getTime();
}

// ── Receipt links ──

/** The receipt's address for whoever holds the link, valid for 30 days. */
export function receiptLink(donationId: string, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + RECEIPT_DAYS * 86_400;
  return `/api/v1/userDonation/receipt/${donationId}?expires=${expires}&token=${sign("donation-receipt", donationId, String(expires))}`;
}

const RECEIPT_LINK_INVALID = "This receipt link is not valid or has expired. Your receipt was also sent to you by e-mail.";

/** A receipt's PDF for the holder of its signed link (no account needed). */
export async function receiptPdfWithLink(
  donationId: string,
  expires: unknown,
  token: unknown,
): Promise<{ fileName: string; pdf: Uint8Array }> {
  const seconds = Number(expires);
  if (!isUuid(donationId) || !live(seconds, new Date()) || !holds(sign("donation-receipt", donationId, String(seconds)), token)) {
    throw new NotFoundError(RECEIPT_LINK_INVALID);
  }
  return receiptPdfOf(donationId);
}

// ── Claiming a guest's gifts ──

function claimToken(actor: Pick<Actor, "id" | "email">, expires: number): string {
  return sign("donation-claim", actor.id, actor.email.toLowerCase(), String(expires));
}

/**
 * Mails the signed-in donor a link to their own address that adds their guest gifts. It says the
 * same whether or not any exist: whoever holds the account learns nothing about an address until
 * they prove it is theirs.
 */
export async function requestGiftClaim(actor: Actor | null, now = new Date()): Promise<{ message: string }> {
  if (!actor) throw new UnauthorizedError("Please sign in to add your earlier donations.");
  assertCan(actor, "donation.readOwn");
  const expires = Math.floor(now.getTime() / 1000) + CLAIM_HOURS * 3600;
  const url = `${env().siteUrl}/donation/claim?expires=${expires}&token=${claimToken(actor, expires)}`;
  const db = await getDb();
  await db.transaction((tx) => enqueueMail(tx, claimGiftsMail(actor.email, actor.name, url)));
  return {
    message: `We sent a link to ${actor.email}. Open it while signed in to add the donations you made as a guest with that address.`,
  };
}

export const CLAIM_LINK_INVALID =
  "This link is not valid for the account you are signed in to, or it has expired. Ask for a new one from your donations page.";

/**
 * Adds the gifts and monthly plans given as a guest with the signed-in donor's address to their
 * account, when the link mailed to that address holds for this account. Gifts already another
 * account's stay so. Opening the link again adds nothing more.
 */
export async function claimGuestGifts(actor: Actor | null, input: unknown, now = new Date()): Promise<{ gifts: number; plans: number }> {
  if (!actor) throw new UnauthorizedError("Please sign in to the account this link was sent for.");
  assertCan(actor, "donation.readOwn");
  const { expires, token } = parseInput(giftClaimSchema, input);
  if (!live(expires, now) || !holds(claimToken(actor, expires), token))
    throw new InvalidError(CLAIM_LINK_INVALID, { token: CLAIM_LINK_INVALID });
  const email = actor.email.toLowerCase();
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Plans first, then gifts: the order every transaction writes them in (fulfil.ts).
    const plans = await tx
      .update(donationPlans)
      .set({ userId: actor.id })
      .where(and(isNull(donationPlans.userId), eq(donationPlans.donorEmail, email)))
      .returning({ id: donationPlans.id });
    const gifts = await tx
      .update(donations)
      .set({ userId: actor.id })
      .where(and(isNull(donations.userId), eq(donations.donorEmail, email)))
      .returning({ id: donations.id });
    return { gifts: gifts.length, plans: plans.length };
  });
}
