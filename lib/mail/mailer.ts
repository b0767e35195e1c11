import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/config/env";

/** A file sent with a mail (a receipt's PDF). */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };

/** `replyTo`: where an answer goes when it is not our own address (the contact form's sender). */
export type Mail = { to: string; subject: string; text: string; html: string; replyTo?: string; attachments?: MailAttachment[] };

/** How the embedded mode lists an attachment in the message's JSON: the bytes are in the file at `path`. */
export type OutboxAttachment = { filename: string; contentType: string; size: number; path: string };

/**
 * The mail adapter (DESIGN.md 3): SMTP through nodemailer when SMTP_URL is set, otherwise each
 * message is written to DATA_DIR/outbox/ as JSON and its links are printed to the console; its
 * attachments are files beside the JSON (named after it), which lists them with their path.
 * Services do not call it: they enqueue their mail in the transaction of the change it reports
 * (lib/jobs/mail.ts), and the outbox drain sends it here, retrying while this throws. (A job
 * whose mail carries a file, such as a donation's receipt, renders the file when it runs and
 * calls sendMail itself: the outbox row keeps no bytes.)
 */
let transporter: Transporter | undefined;

/** An attachment's name as a file on our disk: no directories, nothing but letters, digits, dots, dashes and underscores. */
function safeFileName(name: string): string {
  const cleaned = name
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^[._]+/, "")
    .slice(-80);
  return cleaned || "attachment";
}

/**
 * nodemailer's own waits (2 minutes to connect, 10 minutes of silence on the socket) could outlast
 * the outbox's claim on the mail (lib/jobs/outbox.ts CLAIM_MS, 15 minutes), and another drain
 * would send it again. These bound a send to about 3 minutes; SMTP_URL's own query sets them otherwise.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 120_000 };

/** SMTP_URL with SMTP_TIMEOUTS for those it does not set (nodemailer reads options from the URL's query). */
export function smtpTransportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  return url.toString();
}

export async function sendMail(mail: Mail): Promise<void> {
  const config = env();
  const { attachments = [], ...message } = mail;
  if (config.smtpUrl) {
    transporter ??= nodemailer.createTransport(smtpTransportUrl(config.smtpUrl));
    await transporter.sendMail({
      from: config.mailFrom,
      ...message,
      attachments: attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength),
      })),
    });
    return;
  }
  const dir = path.resolve(config.dataDir, "outbox");
  await mkdir(dir, { recursive: true });
  const base = `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomUUID().slice(0, 8)}`;
  const files: OutboxAttachment[] = [];
  for (const [i, attachment] of attachments.entries()) {
    const file = path.join(dir, `${base}-${i + 1}-${safeFileName(attachment.filename)}`);
    await writeFile(file, attachment.content);
    files.push({ filename: attachment.filename, contentType: attachment.contentType, size: attachment.content.byteLength, path: file });
  }
  // The JSON appears whole and after its attachments (a reader polls the folder for it).
  const json = path.join(dir, `${base}.json`);
  const record = {
    from: config.mailFrom,
    ...message,
    ...(files.length > 0 ? { attachments: files } : {}),
    sentAt: new Date().toISOString(),
  };
  await writeFile(`${json}.tmp`, JSON.stringify(record, null, 2));
  await rename(`${json}.tmp`, json);
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  const attached = files.map((f) => `\n  attached: ${f.filename} (${f.contentType}, ${f.size} bytes) ${f.path}`).join("");
  // The embedded mode's mail, printed to the developer's terminal with its links (the log would hide them): never with SMTP_URL.
  console.info(`[mail] to ${mail.to}: ${mail.subject}${links.length ? `\n  ${links.join("\n  ")}` : ""}${attached}`);
}

/** For tests: forget the SMTP transport so a changed SMTP_URL takes effect. */
export function resetMailer(): void {
  transporter?.close();
  transporter = undefined;
}
