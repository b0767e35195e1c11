import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

export type OutboxMail = { to: string; subject: string; text: string; html: string; sentAt: string };

async function readOutbox(): Promise<OutboxMail[]> {
  // The site's DATA_DIR for this run, set by playwright.config.ts (the S3 run has its own).
  const outbox = path.join(process.env.E2E_DATA_DIR ?? ".data/e2e", "outbox");
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.filter((f) => f.endsWith(".json")).map(async (f) => JSON.parse(await readFile(path.join(outbox, f), "utf8")) as OutboxMail),
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
