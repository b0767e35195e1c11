import { PASSWORD_RESET_JOB, pruneResetTokens, sendResetLink } from "@/features/accounts/server/password-reset";
import { pruneOldChatMessages } from "@/features/chat/server/retention";
import { mailUnreadMessages } from "@/features/chat/server/unread-mail";
import { pruneContactMessages } from "@/features/contact/server/contact";
import { expireAbandonedCheckouts } from "@/features/donations/server/checkout";
import { END_SUBSCRIPTION_JOB, endSubscription } from "@/features/donations/server/plans";
import { RECEIPT_JOB, sendReceipt } from "@/features/donations/server/receipts";
import { pruneErasedDonorsGifts } from "@/features/donations/server/retention";
import { purgeExpiredPhotos } from "@/features/gallery/server/recycle-bin";
import { eraseDueAccounts } from "@/features/privacy/server/erasure";
import { INVOICE_MAIL_JOB, sendInvoiceMail } from "@/features/invoices/server/documents";
import { pruneErasedInstructorsInvoices } from "@/features/invoices/server/retention";
import { purgeExpiredLibraryItems } from "@/features/library/server/recycle-bin";
import { buildDataExport, DATA_EXPORT_JOB } from "@/features/privacy/server/build";
import { expireDataExports } from "@/features/privacy/server/exports";
import { sendDigests, sendImmediateNotices } from "@/features/staff-notifications/server/notices";
import { purgeExpiredVideos } from "@/features/videos/server/recycle-bin";
import { anonymiseAuditBefore } from "@/lib/audit/audit";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/config/env";
import { drainOutbox, kernelOutboxHandlers, pruneFailedOutbox, type OutboxHandlers } from "@/lib/jobs/outbox";
import { pruneSentMailFiles } from "@/lib/mail/sent-files";
import { runDueJobs, type JobOutcome, type ScheduledJob } from "@/lib/jobs/scheduler";
import { pruneHits } from "@/lib/rate-limit/rate-limit";
import { pruneSessions } from "@/lib/session/sessions";
import { deleteExpiredUploads, sweepPartialUploads } from "@/lib/uploads";
import { staffQueues } from "./staff-queues";

/** What the outbox runs, by kind: the kernel's (mail), then one line per feature that adds a kind. */
export const outboxHandlers: OutboxHandlers = {
  ...kernelOutboxHandlers,
  [PASSWORD_RESET_JOB]: sendResetLink,
  [RECEIPT_JOB]: sendReceipt,
  [END_SUBSCRIPTION_JOB]: endSubscription,
  [INVOICE_MAIL_JOB]: sendInvoiceMail,
  [DATA_EXPORT_JOB]: (payload) => buildDataExport(payload),
};

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * Background work, one line per job. Each is a plain function, safe to run twice and on
 * several instances (lib/jobs/scheduler.ts runs each due one under a lease). Run every 30 s
 * by a long-lived server (instrumentation-node.ts) and by the cron route (app/api/v1/cron).
 */
export const scheduledJobs: readonly ScheduledJob[] = [
  // Retries what the drain after each response could not deliver (mail server down, …).
  { name: "outbox.drain", everyMs: 0, run: () => drainOutbox({ limit: 500, handlers: outboxHandlers }) },
  { name: "rate-limit.prune", everyMs: HOUR, run: async () => pruneHits(await getDb()) },
  // What personal data is kept, and how long: docs/privacy.md, which lists these jobs.
  { name: "sessions.prune", everyMs: DAY, run: async () => pruneSessions(await getDb()) },
  // New messages prune too; this keeps the retention promise when none arrive.
  { name: "contact.prune", everyMs: DAY, run: async () => pruneContactMessages(await getDb()) },
  { name: "accounts.prune-reset-links", everyMs: DAY, run: async () => pruneResetTokens(await getDb()) },
  { name: "outbox.prune-failed", everyMs: DAY, run: async () => pruneFailedOutbox(await getDb()) },
  // The embedded mode's copies of sent mail (DATA_DIR/outbox/), after 30 days.
  { name: "mail.prune-sent-files", everyMs: DAY, run: () => pruneSentMailFiles() },
  {
    name: "audit.anonymise-old",
    everyMs: DAY,
    run: async () => anonymiseAuditBefore(await getDb(), new Date(Date.now() - env().retention.auditDays * DAY)),
  },
  { name: "chat.prune-old", everyMs: DAY, run: async () => pruneOldChatMessages(await getDb()) },
  // Accounts closed by their owner, once their 14 days have passed (features/privacy).
  { name: "privacy.erase-due", everyMs: HOUR, run: () => eraseDueAccounts() },
  // An erased person's gifts and invoices, once the accounting period (ACCOUNTING_RETENTION_YEARS) has passed.
  { name: "donations.prune-erased", everyMs: DAY, run: () => pruneErasedDonorsGifts() },
  { name: "invoices.prune-erased", everyMs: DAY, run: () => pruneErasedInstructorsInvoices() },
  // A person's download of their data: deleted with its file a week after it was made.
  { name: "privacy.expire-exports", everyMs: DAY, run: () => expireDataExports() },
  // Objects uploaded but never confirmed, once their upload has expired, and uploads a crash cut off.
  { name: "uploads.expired", everyMs: HOUR, run: async () => [await deleteExpiredUploads(), await sweepPartialUploads()] },
  // Recycle bins keep an item BIN_RETENTION_DAYS (30), then purge it with its files.
  { name: "videos.purge-bin", everyMs: HOUR, run: () => purgeExpiredVideos() },
  { name: "gallery.purge-bin", everyMs: HOUR, run: () => purgeExpiredPhotos() },
  { name: "library.purge-bin", everyMs: HOUR, run: () => purgeExpiredLibraryItems() },
  // Checkouts nobody finished (the embedded test checkout, or a missed checkout.session.expired).
  { name: "donations.expire-checkouts", everyMs: HOUR, run: () => expireAbandonedCheckouts() },
  // A chat message unread for 30 minutes: one mail to its receiver, at most one an hour per conversation.
  { name: "chat.unread-mail", everyMs: 60_000, run: () => mailUnreadMessages() },
  // Staff hear of the work waiting in the queues (registry/staff-queues.ts): "at once", or a daily digest.
  { name: "staff-notifications.at-once", everyMs: 60_000, run: () => sendImmediateNotices(staffQueues) },
  { name: "staff-notifications.digest", everyMs: 15 * 60_000, run: () => sendDigests(staffQueues) },
];

export function runScheduledJobs(): Promise<JobOutcome[]> {
  return runDueJobs(scheduledJobs);
}
