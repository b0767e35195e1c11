import { site } from "@/lib/site";
import type { Mail } from "./mailer";

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** A plain, friendly mail with a text part and a matching HTML part. */
function compose(to: string, subject: string, greeting: string, paragraphs: string[], action?: { label: string; url: string }): Mail {
  const sign = `Warm wishes,\nThe ${site.name} team`;
  const text = [greeting, ...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), sign].join("\n\n");
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;font-size:16px;line-height:1.6;color:#1f2a2a;max-width:560px;margin:0 auto;padding:24px">
<p>${escape(greeting)}</p>
${paragraphs.map((p) => `<p>${escape(p)}</p>`).join("\n")}
${action ? `<p><a href="${escape(action.url)}" style="display:inline-block;background:#2f6f5e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escape(action.label)}</a></p><p style="font-size:14px;color:#555">Or copy this link: ${escape(action.url)}</p>` : ""}
<p>${escape(sign).replace("\n", "<br>")}</p>
</body></html>`;
  return { to, subject, text, html };
}

/** A message from the contact form, for the foundation's own inbox. */
function contactMessageMail(to: string, sender: { name: string; email: string; message: string; receivedAt: Date }): Mail {
  // The subject is a single header line: no line breaks from the name.
  const oneLine = sender.name.replace(/\s+/g, " ").trim();
  const subject = `Website contact form: message from ${oneLine}`;
  const when = sender.receivedAt.toUTCString();
  const text = [
    `A new message arrived through the contact form of ${site.name}.`,
    `Name: ${sender.name}\nEmail: ${sender.email}\nReceived: ${when}`,
    `Message:\n${sender.message}`,
    "To answer, write to the sender's address above. The message is also stored in the site's database.",
  ].join("\n\n");
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;font-size:16px;line-height:1.6;color:#1f2a2a;max-width:560px;margin:0 auto;padding:24px">
<p>A new message arrived through the contact form of ${escape(site.name)}.</p>
<table style="border-collapse:collapse;margin:0 0 16px">
<tr><th style="text-align:left;padding:2px 12px 2px 0">Name</th><td>${escape(sender.name)}</td></tr>
<tr><th style="text-align:left;padding:2px 12px 2px 0">Email</th><td>${escape(sender.email)}</td></tr>
<tr><th style="text-align:left;padding:2px 12px 2px 0">Received</th><td>${escape(when)}</td></tr>
</table>
<p style="margin:0 0 4px;font-weight:bold">Message</p>
<div style="white-space:pre-wrap;border-left:3px solid #2f6f5e;padding:4px 0 4px 12px">${escape(sender.message)}</div>
<p style="font-size:14px;color:#555">To answer, write to the sender's address above. The message is also stored in the site's database.</p>
</body></html>`;
  return { to, subject, text, html };
}

export const mails = {
  videoApproved: (to: string, name: string, courseName: string, dashboardUrl: string) =>
    compose(
      to,
      "Your video has been approved",
      `Hello ${name},`,
      [`Good news: your video "${courseName}" has been reviewed and approved. It is now part of the video library.`],
      { label: "Open your dashboard", url: dashboardUrl },
    ),
  videoRejected: (to: string, name: string, courseName: string, reason: string, dashboardUrl: string) =>
    compose(
      to,
      "About your video",
      `Hello ${name},`,
      [
        `Thank you for your video "${courseName}". After review, our team could not publish it yet, for this reason:`,
        reason,
        "You can edit the video from your dashboard; saving it sends it back to us for another review.",
      ],
      { label: "Open your dashboard", url: dashboardUrl },
    ),
  registrationReceived: (to: string, name: string) =>
    compose(to, `Welcome to ${site.name}`, `Hello ${name},`, [
      `Thank you for creating an account with ${site.name}.`,
      "Every new account is reviewed by our team. We will write to you again as soon as yours is approved; until then you can sign in and see the status on your dashboard.",
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
  contactMessage: (sender: { name: string; email: string; message: string; receivedAt: Date }) => contactMessageMail(site.contactEmail, sender),
};
