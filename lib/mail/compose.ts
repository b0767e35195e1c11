import { site } from "@/lib/site";
import type { Mail } from "./mailer";

/** Escapes text for an HTML mail body. */
export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** A plain, friendly mail with a text part and a matching HTML part; each feature's mails.ts builds on it. */
export function compose(
  to: string,
  subject: string,
  greeting: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): Mail {
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
