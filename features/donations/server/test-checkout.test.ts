import { beforeEach, describe, expect, it } from "vitest";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { createPayments, setPaymentsForTests } from "@/lib/payments";
import { env } from "@/lib/config/env";
import { pdfText } from "@/test/pdf-text";
import { resetDb } from "@/test/db";
import { deliverOutbox } from "@/test/mail";
import { mailbox } from "@/test/smtp";
import { donationOf, planOf } from "@/test/donations";
import { MemoryPayments } from "@/test/memory-payments";
import { createCheckoutSession } from "./checkout";
import { finishTestCheckout, getTestCheckout } from "./test-checkout";

beforeEach(async () => {
  await resetDb();
  mailbox.clear();
  // The embedded adapter as configured (no Stripe keys in tests).
  setPaymentsForTests(createPayments(env()));
});

const start = (body: Record<string, unknown>) => createCheckoutSession(null, { donationAmount: 25, ...body }, { ip: "t" });

describe("the embedded test checkout", () => {
  it("pays a one-time gift through the signed webhook path and returns to the success page", async () => {
    const { sessionId, donationId, url } = await start({ email: "test@example.org", donerName: "Tess" });
    expect(url).toBe(`http://localhost:3000/donation/checkout?session=${sessionId}`);
    expect(await getTestCheckout(sessionId)).toEqual({
      sessionId,
      amountCents: 2500,
      frequency: "one-time",
      needsEmail: false,
      status: "pending",
    });
    const { redirect } = await finishTestCheckout({ session: sessionId, outcome: "paid" });
    expect(redirect).toBe(`http://localhost:3000/donation?status=success&session_id=${sessionId}`);
    expect((await donationOf(donationId)).status).toBe("completed");
    await expect(finishTestCheckout({ session: sessionId, outcome: "paid" })).rejects.toBeInstanceOf(ConflictError);
    await deliverOutbox();
    expect(mailbox.to("test@example.org")).toHaveLength(1);
  });

  it("makes a test gift whose receipt mail and PDF say plainly that no money was taken", async () => {
    const { sessionId, donationId } = await start({ email: "tess@example.org", donerName: "Tess" });
    expect((await donationOf(donationId)).isTest).toBe(true);
    await finishTestCheckout({ session: sessionId, outcome: "paid" });
    await deliverOutbox();
    const [mail] = mailbox.to("tess@example.org");
    expect(mail?.subject).toMatch(/^Test donation, no money taken: receipt MMF-\d{6}$/);
    const text = mail?.text.replace(/\s+/g, " ") ?? "";
    expect(text).toMatch(
      /Dear Tess, Test — no money taken\. Your gift of \$25\.00 to Mindful Minds Foundation on .+ was made in the site's test mode: nothing was charged, and no money reached the foundation\./,
    );
    expect(text).toMatch(
      /Your test receipt MMF-\d{6} \(One-time, \$25\.00\) is attached .* It records the test only and is not a receipt for tax purposes\./,
    );
    expect(text).not.toContain("It helps us bring");
    const pdf = (await pdfText(mail!.attachments[0]!.content)).join("\n");
    expect(pdf).toContain("Test donation receipt");
    expect(pdf).toContain("Payment Test — no money taken");
  });

  it("starts a monthly plan (first payment completed once) and asks a guest without an address for one", async () => {
    const { sessionId, donationId } = await start({ recurring: true, anonymous: true });
    expect((await getTestCheckout(sessionId)).needsEmail).toBe(true);
    await expect(finishTestCheckout({ session: sessionId, outcome: "paid" })).rejects.toThrow("Please enter your e-mail address");
    await finishTestCheckout({ session: sessionId, outcome: "paid", email: "Monthly@Example.org" });
    const gift = await donationOf(donationId);
    expect(gift).toMatchObject({ status: "completed", donorEmail: "monthly@example.org" });
    expect(await planOf(gift.planId!)).toMatchObject({ status: "active" });
  });

  it("fails a payment: the gift is failed, the plan never starts, and the browser goes to Payment Failed", async () => {
    const { sessionId, donationId } = await start({ recurring: true, email: "f@example.org" });
    expect(await finishTestCheckout({ session: sessionId, outcome: "failed" })).toEqual({
      redirect: "http://localhost:3000/donation?status=failed",
    });
    const gift = await donationOf(donationId);
    expect(gift.status).toBe("failed");
    expect((await planOf(gift.planId!)).status).toBe("canceled");
  });

  it("does not exist when Stripe takes the payments, nor for unknown sessions", async () => {
    await expect(getTestCheckout("cs_test_embedded_unknown000000000000")).rejects.toBeInstanceOf(NotFoundError);
    const { sessionId } = await start({ email: "s@example.org" });
    setPaymentsForTests(new MemoryPayments({ kind: "stripe" }));
    await expect(getTestCheckout(sessionId)).rejects.toBeInstanceOf(NotFoundError);
    await expect(finishTestCheckout({ session: sessionId, outcome: "paid" })).rejects.toBeInstanceOf(NotFoundError);
    await expect(finishTestCheckout({ session: sessionId, outcome: "maybe" })).rejects.toThrow("Choose to pay or to fail");
  });
});
