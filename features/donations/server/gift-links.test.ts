import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "@/lib/db/schema";
import { InvalidError, NotFoundError, UnauthorizedError } from "@/lib/errors";
import { setPaymentsForTests, stripeEvent } from "@/lib/payments";
import type { Mail } from "@/lib/mail/mailer";
import { actorFor, createUser, getDb, resetDb } from "@/test/db";
import { deliver, donationOf, give, sessionCompleted } from "@/test/donations";
import { MemoryPayments } from "@/test/memory-payments";
import { requirePostgres } from "@/test/postgres";
import { claimGuestGifts, receiptLink, receiptPdfWithLink, requestGiftClaim } from "./gift-links";
import { giftOfCheckout, listOwnDonations } from "./history";

const payments = new MemoryPayments();
beforeAll(() => setPaymentsForTests(payments));
beforeEach(async () => {
  await resetDb();
  payments.clear();
});

/** A guest's paid gift given with `email`. */
async function guestGift(email = "guest@example.org") {
  const { donation, sessionId } = await give(payments, { email });
  await deliver(payments, sessionCompleted(donation, sessionId));
  return { gift: await donationOf(donation.id), sessionId };
}

/** The link's query of a receipt link. */
const query = (link: string) => new URL(link, "http://x").searchParams;

/** The claim link of the last claim mail in the outbox. */
async function mailedClaimLink(): Promise<{ to: string; expires: string; token: string }> {
  const mails = await (await getDb()).select().from(outbox).where(eq(outbox.kind, "mail"));
  const mail = mails.at(-1)!.payload as Mail;
  const url = new URL(/https?:\/\/\S+\/donation\/claim\?\S+/.exec(mail.text)![0]);
  return { to: mail.to as string, expires: url.searchParams.get("expires")!, token: url.searchParams.get("token")! };
}

describe("the receipt's signed link (the return page's, no account needed)", () => {
  it("is on the return page once the gift is paid, and opens its PDF", async () => {
    const { donation, sessionId } = await give(payments);
    expect(await giftOfCheckout(sessionId)).toMatchObject({ status: "pending", receiptUrl: null, guest: true });
    await deliver(payments, sessionCompleted(donation, sessionId));
    const shown = await giftOfCheckout(sessionId);
    expect(shown).toMatchObject({
      status: "completed",
      guest: true,
      receiptUrl: expect.stringContaining(`/receipt/${donation.id}?expires=`),
    });
    const q = query(shown!.receiptUrl!);
    const { fileName, pdf } = await receiptPdfWithLink(donation.id, q.get("expires"), q.get("token"));
    expect(fileName).toMatch(/^receipt-MMF-\d{6}\.pdf$/);
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("opens nothing with another gift's id, an altered token or expiry, or once expired (30 days); nor for a refunded gift", async () => {
    const { gift } = await guestGift();
    const { gift: other } = await guestGift("other@example.org");
    const q = query(receiptLink(gift.id));
    const [expires, token] = [q.get("expires")!, q.get("token")!];
    for (const [what, id, e, t] of [
      ["another gift", other.id, expires, token],
      ["an altered token", gift.id, expires, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`],
      ["a later expiry", gift.id, String(Number(expires) + 86_400), token],
      ["no token", gift.id, expires, undefined],
      ["not an id", "x", expires, token],
    ] as const) {
      await expect(receiptPdfWithLink(id, e, t), what).rejects.toBeInstanceOf(NotFoundError);
    }
    const old = query(receiptLink(gift.id, new Date(Date.now() - 31 * 86_400_000)));
    const error = await receiptPdfWithLink(gift.id, old.get("expires"), old.get("token")).catch((e: unknown) => e);
    expect((error as Error).message).toBe("This receipt link is not valid or has expired. Your receipt was also sent to you by e-mail.");
    await deliver(payments, stripeEvent("charge.refunded", { refunded: true, payment_intent: gift.paymentIntentId! }));
    await expect(receiptPdfWithLink(gift.id, expires, token)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("adding a guest's gifts to an account", () => {
  it("never by an address typed at sign-up: only through the link mailed to it, opened signed in to that account", async () => {
    const { gift } = await guestGift("Dana@Example.org".toLowerCase());
    const account = actorFor(await createUser({ role: "user", email: "dana@example.org" }));
    // Same address, nothing attached.
    expect(await listOwnDonations(account)).toEqual([]);

    const asked = await requestGiftClaim(account);
    expect(asked.message).toMatch(/^We sent a link to dana@example\.org\./);
    const link = await mailedClaimLink();
    expect(link.to).toBe("dana@example.org");
    expect(await listOwnDonations(account)).toEqual([]);

    expect(await claimGuestGifts(account, { expires: link.expires, token: link.token })).toEqual({ gifts: 1, plans: 0 });
    expect((await listOwnDonations(account)).map((d) => d._id)).toEqual([gift.id]);
    // Again: nothing more.
    expect(await claimGuestGifts(account, { expires: link.expires, token: link.token })).toEqual({ gifts: 0, plans: 0 });
  });

  it("refuses the link in another account, altered, or expired (24 hours), and needs sign-in", async () => {
    await guestGift("dana@example.org");
    const account = actorFor(await createUser({ role: "user", email: "dana@example.org" }));
    const intruder = actorFor(await createUser({ role: "user", email: "intruder@example.org" }));
    await requestGiftClaim(account);
    const link = await mailedClaimLink();
    for (const [what, actor, body] of [
      ["another account", intruder, { expires: link.expires, token: link.token }],
      ["a later expiry", account, { expires: String(Number(link.expires) + 3600), token: link.token }],
      ["an altered token", account, { expires: link.expires, token: `x${link.token.slice(1)}` }],
    ] as const) {
      await expect(claimGuestGifts(actor, body), what).rejects.toBeInstanceOf(InvalidError);
    }
    await expect(claimGuestGifts(account, { ...link, extra: 1 })).rejects.toBeInstanceOf(InvalidError);
    await expect(claimGuestGifts(null, link)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(requestGiftClaim(null)).rejects.toBeInstanceOf(UnauthorizedError);
    await requestGiftClaim(account, new Date(Date.now() - 25 * 3600_000));
    const stale = await mailedClaimLink();
    await expect(claimGuestGifts(account, { expires: stale.expires, token: stale.token })).rejects.toBeInstanceOf(InvalidError);
    expect(await listOwnDonations(intruder)).toEqual([]);
    expect(await listOwnDonations(account)).toEqual([]);
  });

  it("leaves gifts of another account and of other addresses alone, and takes the guest's monthly plan too", async () => {
    const account = actorFor(await createUser({ role: "user", email: "dana@example.org" }));
    const someone = actorFor(await createUser({ role: "user", email: "someone@example.org" }));
    const { donation: theirs, sessionId } = await give(payments, {}, someone);
    await deliver(payments, sessionCompleted(theirs, sessionId));
    await guestGift("not-dana@example.org");
    const monthly = await give(payments, { email: "dana@example.org", recurring: true });
    await deliver(payments, sessionCompleted(monthly.donation, monthly.sessionId));
    await requestGiftClaim(account);
    const link = await mailedClaimLink();
    expect(await claimGuestGifts(account, { expires: link.expires, token: link.token })).toEqual({ gifts: 1, plans: 1 });
    expect((await donationOf(theirs.id)).userId).toBe(someone.id);
  });

  it("the link opened twice at once (real PostgreSQL): every gift added once", async () => {
    await requirePostgres();
    await guestGift("dana@example.org");
    await guestGift("dana@example.org");
    const account = actorFor(await createUser({ role: "user", email: "dana@example.org" }));
    await requestGiftClaim(account);
    const link = await mailedClaimLink();
    const body = { expires: link.expires, token: link.token };
    const results = await Promise.all([claimGuestGifts(account, body), claimGuestGifts(account, body)]);
    expect(results.map((r) => r.gifts).reduce((a, b) => a + b)).toBe(2);
    expect(await listOwnDonations(account)).toHaveLength(2);
  });
});
