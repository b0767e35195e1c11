import { compose } from "@/lib/mail/compose";
import { formatDate } from "@/lib/format";
import { site } from "@/lib/site";

/** The mails this feature sends (rendered here, sent through the outbox). */
export const mails = {
  accountClosed: (to: string, name: string, eraseAfter: Date, loginUrl: string) =>
    compose(
      to,
      "Your account is closed and will be erased",
      `Hello ${name},`,
      [
        `As you asked, your account at ${site.name} is closed: you have been signed out everywhere.`,
        `On ${formatDate(eraseAfter)} we will erase it and what we hold about you, as our privacy page describes. Gifts and invoices are kept for the years the law requires, without your name or address.`,
        "If you change your mind, sign in before then: that cancels the erasure and your account is as it was.",
      ],
      { label: "Sign in to cancel", url: loginUrl },
    ),
};
