import { mkdtemp, readdir, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SENT_MAIL_RETENTION_DAYS } from "@/lib/config/settings";
import { pruneSentMailFiles } from "./sent-files";

const DAY = 24 * 60 * 60_000;

describe("pruneSentMailFiles", () => {
  it("deletes the mail files and attachments older than the period, and keeps the newer ones", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "mmf-sent-mail-"));
    const now = new Date("2026-11-28T12:00:00Z");
    const write = async (name: string, ageDays: number) => {
      const file = path.join(dir, name);
      await writeFile(file, "{}");
      const when = new Date(now.getTime() - ageDays * DAY);
      await utimes(file, when, when);
    };
    await write("old.json", SENT_MAIL_RETENTION_DAYS + 1);
    await write("old-1-receipt-MMF-000001.pdf", SENT_MAIL_RETENTION_DAYS + 1);
    await write("old.json.tmp", 40);
    await write("recent.json", SENT_MAIL_RETENTION_DAYS - 1);
    await write("today-1-invoice-INV-20261000.pdf", 0);

    expect(await pruneSentMailFiles(now, dir)).toBe(3);
    expect((await readdir(dir)).sort()).toEqual(["recent.json", "today-1-invoice-INV-20261000.pdf"]);
    expect(await pruneSentMailFiles(now, dir)).toBe(0);
  });

  it("does nothing where no mail was ever written (SMTP)", async () => {
    expect(await pruneSentMailFiles(new Date(), path.join(os.tmpdir(), `mmf-no-outbox-${Date.now()}`))).toBe(0);
  });
});
