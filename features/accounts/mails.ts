import { compose } from "@/lib/mail/compose";
import { site } from "@/lib/site";

/** The mails this feature sends (rendered here, sent through the outbox). */
export const mails = {
  registrationReceived: (to: string, name: string) =>
    compose(to, `Welcome to ${site.name}`, `Hello ${name},`, [
      `Thank you for creating an account with ${site.name}.`,
      "Every new account is reviewed by our team. We will write to you again as soon as yours is approved; until then you can sign in and see the status on your dashboard.",
    ]),
  erasureCancelled: (to: string, name: string) =>
    compose(to, "Your account will not be erased", `Hello ${name},`, [
      "You signed in, so we have cancelled the erasure of your account. Everything is as it was.",
      `If you did not sign in yourself, change your password now and write to ${site.contactEmail}.`,
    ]),
  accountApproved: (to: string, name: string, loginUrl: string) =>
    compose(
      to,
      "Your account has been approved",
      `Hello ${name},`,
      ["Good news: your account has been approved. You can now use everything your dashboard offers."],
      { label: "Sign in", url: loginUrl },
    ),
  accountRejected: (to: string, name: string) =>
    compose(to, "About your account request", `Hello ${name},`, [
      `Thank you for your interest in ${site.name}. After review, we are unable to approve your account request, and it has been removed.`,
      `If you think this is a mistake, reply to this message or write to ${site.contactEmail}.`,
    ]),
  accountCreated: (to: string, name: string, roleLabel: string, loginUrl: string, forgotUrl: string) =>
    compose(
      to,
      `An account has been created for you at ${site.name}`,
      `Hello ${name},`,
      [
        `An administrator has created a ${roleLabel} account for you with this e-mail address.`,
        `Your administrator will give you your first password. You can also choose your own at any time: ${forgotUrl}`,
      ],
      { label: "Sign in", url: loginUrl },
    ),
  passwordReset: (to: string, name: string, resetUrl: string) =>
    compose(
      to,
      "Reset your password",
      `Hello ${name},`,
      [
        "Someone (we hope you) asked to reset the password of your account. The link below works once and expires in one hour.",
        "If you did not ask for this, you can ignore this message: your password stays as it is.",
      ],
      { label: "Choose a new password", url: resetUrl },
    ),
  passwordChanged: (to: string, name: string) =>
    compose(to, "Your password was changed", `Hello ${name},`, [
      "The password of your account was just changed, and every device that was signed in has been signed out.",
      `If this was not you, reset your password right away and write to ${site.contactEmail}.`,
    ]),
};
