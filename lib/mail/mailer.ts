import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";

export type Mail = { to: string; subject: string; text: string; html: string };

/**
 * The mail adapter (DESIGN.md 3): SMTP through nodemailer when SMTP_URL is set, otherwise each
 * message is written to DATA_DIR/outbox/ as JSON and its links are printed to the console.
 * Services do not call it: they enqueue their mail in the transaction of the change it reports
 * (lib/jobs/mail.ts), and the outbox drain sends it here, retrying while this throws.
 */
let transporter: Transporter | undefined;

export async function sendMail(mail: Mail): Promise<void> {
  const config = env();
  if (config.smtpUrl) {
    transporter ??= nodemailer.createTransport(config.smtpUrl);
    await transporter.sendMail({ from: config.mailFrom, ...mail });
    return;
  }
  const dir = path.join(config.dataDir, "outbox");
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomUUID().slice(0, 8)}.json`);
  await writeFile(file, JSON.stringify({ from: config.mailFrom, ...mail, sentAt: new Date().toISOString() }, null, 2));
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  console.info(`[mail] to ${mail.to}: ${mail.subject}${links.length ? `\n  ${links.join("\n  ")}` : ""}`);
}

/** For tests: forget the SMTP transport so a changed SMTP_URL takes effect. */
export function resetMailer(): void {
  transporter?.close();
  transporter = undefined;
}
