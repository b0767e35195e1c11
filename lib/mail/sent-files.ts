import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/config/env";
import { SENT_MAIL_RETENTION_DAYS } from "@/lib/config/settings";

/**
 * The job mail.prune-sent-files (daily): the embedded mode writes every mail it sends to
 * DATA_DIR/outbox/ (lib/mail/mailer.ts), its body naming people and its attachments their
 * receipts and invoices; each file is deleted SENT_MAIL_RETENTION_DAYS (30) after it was written.
 * Its age is the file's own modification time, so a left-over `.tmp` goes too. Nothing to do when
 * the folder does not exist (mail sent by SMTP). Answers how many files it deleted.
 */
export async function pruneSentMailFiles(now: Date = new Date(), dir: string = path.resolve(env().dataDir, "outbox")): Promise<number> {
  const cutoff = now.getTime() - SENT_MAIL_RETENTION_DAYS * 24 * 60 * 60_000;
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.mtimeMs >= cutoff) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
