import { afterAll } from "vitest";
import { closeDb } from "@/lib/db/client";
import { resetMailer } from "@/lib/mail/mailer";
import { setPaymentsForTests } from "@/lib/payments";
import { setRealtimeForTests } from "@/lib/realtime";
import { setStorageForTests } from "@/lib/storage";
import { mailbox, startSmtpServer } from "./smtp";

/**
 * Runs before each test file. Test files share one worker process (vitest.config.ts:
 * isolate: false), so what is started here is started once per process:
 * - mail goes to an in-process SMTP server; SMTP_URL is set before anything calls env()
 *   (which reads the environment once and caches it);
 * - the database pool is closed after each file, so no connection outlives the file that
 *   opened it (the next file opens a new pool).
 */
const holder = globalThis as typeof globalThis & { __mmfSmtp?: Promise<{ url: string }> };
if (!holder.__mmfSmtp) {
  holder.__mmfSmtp = startSmtpServer();
  process.env.SMTP_URL = (await holder.__mmfSmtp).url;
  resetMailer();
} else {
  process.env.SMTP_URL = (await holder.__mmfSmtp).url;
}
mailbox.clear();

afterAll(async () => {
  // A storage double a file installed (lib/storage setStorageForTests) ends with that file.
  setStorageForTests();
  setPaymentsForTests();
  setRealtimeForTests();
  await closeDb();
});
