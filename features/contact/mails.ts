import { escape } from "@/lib/mail/compose";
import type { Mail } from "@/lib/mail/mailer";
import { site } from "@/lib/site";

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
    "To answer, reply to this mail: it goes to the sender. The message is also stored in the site's database.",
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
<p style="font-size:14px;color:#555">To answer, reply to this mail: it goes to the sender. The message is also stored in the site's database.</p>
</body></html>`;
  // Replying answers the sender, not the site's own sending address.
  return { to, subject, text, html, replyTo: sender.email };
}

export const mails = {
  contactMessage: (sender: { name: string; email: string; message: string; receivedAt: Date }) =>
    contactMessageMail(site.contactEmail, sender),
};
