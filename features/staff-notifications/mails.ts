import { formatWaited } from "@/lib/format";
import { escape } from "@/lib/mail/compose";
import type { Mail } from "@/lib/mail/mailer";
import { site } from "@/lib/site";
import type { WaitingItem } from "./queue";

/** One queue's part of a mail: its name, the tab that lists it, and its items oldest first. */
export type QueueSection = { label: string; url: string; items: WaitingItem[] };

const sign = `Warm wishes,\nThe ${site.name} team`;

/** A mail of sections, each a heading, a list and a link: a text part and a matching HTML part. */
function sectionsMail(
  to: string,
  subject: string,
  greeting: string,
  intro: string,
  sections: QueueSection[],
  now: Date,
  outro: string,
): Mail {
  const line = (item: WaitingItem) => `${item.title}: waiting ${formatWaited(item.submittedAt, now)}`;
  const text = [
    greeting,
    intro,
    ...sections.map((s) => [`${s.label} (${s.items.length})`, ...s.items.map((i) => `- ${line(i)}`), `Open: ${s.url}`].join("\n")),
    outro,
    sign,
  ].join("\n\n");
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;font-size:16px;line-height:1.6;color:#1f2a2a;max-width:560px;margin:0 auto;padding:24px">
<p>${escape(greeting)}</p>
<p>${escape(intro)}</p>
${sections
  .map(
    (s) => `<h2 style="font-size:18px;margin:24px 0 8px">${escape(s.label)} (${s.items.length})</h2>
<ul>${s.items.map((i) => `<li>${escape(line(i))}</li>`).join("")}</ul>
<p><a href="${escape(s.url)}" style="color:#2f6f5e">Open ${escape(s.label.toLowerCase())}</a></p>`,
  )
  .join("\n")}
<p style="font-size:14px;color:#555">${escape(outro)}</p>
<p>${escape(sign).replace("\n", "<br>")}</p>
</body></html>`;
  return { to, subject, text, html };
}

const count = (sections: QueueSection[]) => sections.reduce((n, s) => n + s.items.length, 0);
const CHANGE = "You chose these mails in your dashboard's Profile, where you can change or stop them.";

/**
 * The mails to staff about work waiting for them (through the outbox): the daily digest of
 * everything that waits, and the "at once" notice of what has just arrived.
 */
export const mails = {
  digest: (to: string, name: string, sections: QueueSection[], now: Date) => {
    const n = count(sections);
    return sectionsMail(
      to,
      `${n === 1 ? "1 item waits" : `${n} items wait`} for you on ${site.name}`,
      `Hello ${name},`,
      `This is what waits for a decision today, the longest waiting first.`,
      sections,
      now,
      CHANGE,
    );
  },
  arrived: (to: string, name: string, sections: QueueSection[], now: Date) => {
    const n = count(sections);
    const only = sections.length === 1 && n === 1 ? sections[0]!.items[0]! : null;
    return sectionsMail(
      to,
      only ? `New for you on ${site.name}: ${only.title}` : `${n} new items wait for you on ${site.name}`,
      `Hello ${name},`,
      n === 1 ? "Something new waits for your decision:" : "New items wait for your decision:",
      sections,
      now,
      CHANGE,
    );
  },
};
