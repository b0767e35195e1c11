import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

/** A file the server attached to a mail: the embedded mail adapter wrote it beside the mail's JSON (lib/mail/mailer.ts). */
export type OutboxAttachment = { filename: string; contentType: string; size: number; path: string };

export type OutboxMail = { to: string; subject: string; text: string; html: string; sentAt: string; attachments: OutboxAttachment[] };

function outboxDir(): string {
  // The site's DATA_DIR for this run, set by playwright.config.ts (the S3 run has its own).
  return path.join(process.env.E2E_DATA_DIR ?? ".data/e2e", "outbox");
}

async function readOutbox(): Promise<OutboxMail[]> {
  const outbox = outboxDir();
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((f) => f.endsWith(".json"))
      .map(async (f) => {
        const mail = JSON.parse(await readFile(path.join(outbox, f), "utf8")) as Omit<OutboxMail, "attachments"> & {
          attachments?: OutboxAttachment[];
        };
        return { ...mail, attachments: (mail.attachments ?? []).map((a) => ({ ...a, path: path.resolve(outbox, a.path) })) };
      }),
  );
  return mails.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** Waits for the newest mail to `to` whose subject matches, written by the server's embedded mail adapter. */
export async function waitForMail(to: string, subject: RegExp, after = new Date(0)): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readOutbox();
        found = mails.filter((m) => m.to === to && subject.test(m.subject) && new Date(m.sentAt) >= after).pop();
        return Boolean(found);
      },
      { timeout: 10_000, message: `mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

export function firstLink(mail: OutboxMail, pattern: RegExp): string {
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((l) => pattern.test(l));
  if (!link) throw new Error(`no link matching ${pattern} in mail "${mail.subject}"`);
  return link;
}

/** The bytes of a mail's attachment (e.g. to check that a receipt is a PDF: they start with %PDF-). */
export async function readAttachment(attachment: OutboxAttachment): Promise<Buffer> {
  return readFile(attachment.path);
}

/** The mail's only attachment of the given type; fails when there is none or more than one. */
export function onlyAttachment(mail: OutboxMail, contentType = "application/pdf"): OutboxAttachment {
  const found = mail.attachments.filter((a) => a.contentType === contentType);
  if (found.length !== 1) throw new Error(`expected one ${contentType} attachment in mail "${mail.subject}", found ${found.length}`);
  return found[0]!;
}
