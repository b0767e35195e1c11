import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";

export type Mail = { to: string; subject: string; text: string; html: string };

/**
 * The mail adapter (DESIGN.md 3): SMTP through nodemailer when SMTP_URL is set, otherwise each
 * message is written to DATA_DIR/outbox/ as JSON and its links are printed to the console.
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

/** Sends without failing the caller: the change it reports has already happened. */
export async function sendMailSafely(mail: Mail): Promise<boolean> {
  try {
    await sendMail(mail);
    return true;
  } catch (error) {
    console.error(`[mail] could not send "${mail.subject}" to ${mail.to}:`, error instanceof Error ? error.message : error);
    return false;
  }
}

/** For tests: forget the SMTP transport so a changed SMTP_URL takes effect. */
export function resetMailer(): void {
  transporter?.close();
  transporter = undefined;
}
