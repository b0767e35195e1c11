import { formatDate, formatMoney } from "@/lib/format";
import { compose } from "@/lib/mail/compose";
import type { Mail } from "@/lib/mail/mailer";
import { site } from "@/lib/site";
import { frequencyLabel, TEST_GIFT_LABEL, type Frequency } from "./schema";

export type ReceiptMail = {
  to: string;
  donorName: string | null;
  amountCents: number;
  frequency: Frequency;
  receiptNumber: string;
  date: Date;
  /** Monthly gifts: the signed link that cancels the plan without an account. */
  cancelUrl: string | null;
  /** A test gift (no money taken): the mail says so first, and that its receipt is not one for tax purposes. */
  isTest: boolean;
};

/** The thank-you that carries a gift's receipt (the PDF is attached by the receipt job); a test gift's says plainly that nothing was charged. */
export function receiptMail(r: ReceiptMail): Mail {
  const amount = formatMoney(r.amountCents);
  const what = r.frequency === "monthly" ? `your monthly gift of ${amount}` : `your gift of ${amount}`;
  const receipt = `(${frequencyLabel(r.frequency)}, ${amount}) is attached to this e-mail as a PDF.`;
  return compose(
    r.to,
    r.isTest ? `Test donation, no money taken: receipt ${r.receiptNumber}` : `Thank you for your donation: receipt ${r.receiptNumber}`,
    r.donorName ? `Dear ${r.donorName},` : "Dear friend,",
    [
      ...(r.isTest
        ? [
            `${TEST_GIFT_LABEL}. ${what[0]!.toUpperCase()}${what.slice(1)} to ${site.name} on ${formatDate(r.date)} was made in the site's test mode: nothing was charged, and no money reached the foundation.`,
            `Your test receipt ${r.receiptNumber} ${receipt} It records the test only and is not a receipt for tax purposes.`,
          ]
        : [
            `Thank you for ${what} to ${site.name} on ${formatDate(r.date)}. It helps us bring a calm, kind daily practice to more classrooms, workplaces and homes.`,
            `Your receipt ${r.receiptNumber} ${receipt} Please keep it for your records.`,
          ]),
      ...(r.cancelUrl
        ? [
            "Your gift repeats every month until you stop it. You can cancel it at any time with the link below; no account is needed, and the link does nothing else.",
          ]
        : []),
    ],
    r.cancelUrl ? { label: "Cancel my monthly donation", url: r.cancelUrl } : undefined,
  );
}

/** The link that proves a signed-in donor holds an address, and adds the gifts given as a guest with it to their account. */
export function claimGiftsMail(to: string, name: string, url: string): Mail {
  return compose(
    to,
    `Add your donations to your ${site.name} account`,
    `Dear ${name},`,
    [
      `You asked to see the donations you made as a guest with ${to} in your ${site.name} account.`,
      "Open the link below while signed in to add them. It works for 24 hours. If you did not ask for this, ignore this e-mail: nothing changes.",
    ],
    { label: "Add my donations", url },
  );
}
