import { formatDate, formatMoney } from "@/lib/format";
import { compose } from "@/lib/mail/compose";
import type { Mail } from "@/lib/mail/mailer";
import { site } from "@/lib/site";
import { frequencyLabel, type Frequency } from "./schema";

export type ReceiptMail = {
  to: string;
  donorName: string | null;
  amountCents: number;
  frequency: Frequency;
  receiptNumber: string;
  date: Date;
  /** Monthly gifts: the signed link that cancels the plan without an account. */
  cancelUrl: string | null;
};

/** The thank-you that carries a gift's receipt (the PDF is attached by the receipt job). */
export function receiptMail(r: ReceiptMail): Mail {
  const amount = formatMoney(r.amountCents);
  const what = r.frequency === "monthly" ? `your monthly gift of ${amount}` : `your gift of ${amount}`;
  return compose(
    r.to,
    `Thank you for your donation: receipt ${r.receiptNumber}`,
    r.donorName ? `Dear ${r.donorName},` : "Dear friend,",
    [
      `Thank you for ${what} to ${site.name} on ${formatDate(r.date)}. It helps us bring a calm, kind daily practice to more classrooms, workplaces and homes.`,
      `Your receipt ${r.receiptNumber} (${frequencyLabel(r.frequency)}, ${amount}) is attached to this e-mail as a PDF. Please keep it for your records.`,
      ...(r.cancelUrl
        ? [
            "Your gift repeats every month until you stop it. You can cancel it at any time with the link below; no account is needed, and the link does nothing else.",
          ]
        : []),
    ],
    r.cancelUrl ? { label: "Cancel my monthly donation", url: r.cancelUrl } : undefined,
  );
}
