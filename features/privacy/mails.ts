import { compose } from "@/lib/mail/compose";
import { formatDate } from "@/lib/format";
import type { Mail } from "@/lib/mail/mailer";
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

/** What the mail about a data export says: its state, and where the person finds it (never the file itself). */
export type DataExportMailData = {
  to: string;
  name: string;
  /** The person's Profile tab, where the download is. */
  profileUrl: string;
  /** "5 Dec 2026": the last day it can be downloaded, for a ready one. */
  until?: string;
};

/**
 * The mails of a person's download of their data (through the outbox, once its state is stored):
 * ready, with the day it goes, or could not be made. Both send the person to their Profile,
 * where they must be signed in: the mail never carries the file nor a link that opens it.
 */
export const dataExportMails = {
  ready: (d: DataExportMailData): Mail =>
    compose(
      d.to,
      `Your data from ${site.name} is ready to download`,
      `Hello ${d.name},`,
      [
        `The copy of your data you asked for is ready: one ZIP file with everything ${site.name} holds about you, and a README that says what each file in it holds.`,
        `Sign in and open your Profile to download it. It can be downloaded until ${d.until ?? "a week from now"}; after that it is deleted, and you can ask for a new one.`,
        `If you did not ask for it, write to us at ${site.contactEmail}.`,
      ],
      { label: "Open your Profile", url: d.profileUrl },
    ),
  failed: (d: DataExportMailData): Mail =>
    compose(
      d.to,
      `Your data from ${site.name} could not be prepared`,
      `Hello ${d.name},`,
      [
        "Something went wrong while we prepared the copy of your data you asked for, and it could not be made.",
        `You can ask again at once from your Profile. If it fails again, write to us at ${site.contactEmail}.`,
      ],
      { label: "Open your Profile", url: d.profileUrl },
    ),
};
