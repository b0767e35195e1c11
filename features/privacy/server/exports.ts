import { and, desc, eq, gt, lte, ne, or, sql } from "drizzle-orm";
import { assertCan } from "@/registry/permissions";
import { getDb } from "@/lib/db/client";
import { dataExports, users, type DataExportRow } from "@/lib/db/schema";
import { ConflictError, NotFoundError, RateLimitedError } from "@/lib/errors";
import { formatDate } from "@/lib/format";
import { isUuid } from "@/lib/ids";
import { enqueue } from "@/lib/jobs/outbox";
import { deleteObjectsLater } from "@/lib/jobs/storage";
import type { Actor } from "@/lib/session/actor-type";
import { ARCHIVE_TYPE } from "@/lib/storage/limits";
import { downloadUrlFor } from "@/lib/storage/signed-urls";
import { buildDataExport, DATA_EXPORT_JOB, EXPORT_KEPT_DAYS } from "./build";

/** At most one export a day per person; one that failed does not count. */
export const REQUEST_EVERY_MS = 24 * 60 * 60_000;
/** How long the signed URL a download is sent to lives: enough to start it, too short to pass around. */
const DOWNLOAD_URL_SECONDS = 5 * 60;

export const DOWNLOAD_NOT_FOUND = "Download not found.";

/** An export as its owner sees it: never its storage key. */
export type DataExportView = Pick<DataExportRow, "id" | "status" | "createdAt" | "readyAt" | "expiresAt" | "sizeBytes">;

/** What the Profile shows: the latest export still of use (none once it has expired), and when a new one may be asked for. */
export type DataExportState = { latest: DataExportView | null; nextRequestAt: Date | null };

const view = (row: DataExportRow): DataExportView => ({
  id: row.id,
  status: row.status,
  createdAt: row.createdAt,
  readyAt: row.readyAt,
  expiresAt: row.expiresAt,
  sizeBytes: row.sizeBytes,
});

/** "28 Nov 2026, 16:10 UTC". */
const when = (date: Date) => `${formatDate(date, "UTC")}, ${date.toISOString().slice(11, 16)} UTC`;

/**
 * Asks for a download of everything the site holds about the person: a pending export, made by
 * the job runner (DATA_EXPORT_JOB, enqueued in this transaction). Once a day: a second request
 * within REQUEST_EVERY_MS of one that did not fail is 429, saying when they can ask again. Two
 * requests at once make one export: each locks the person's row first, so the second sees the
 * first's export once it commits.
 */
export async function requestDataExport(actor: Actor | null): Promise<DataExportView> {
  assertCan(actor, "dataExport.request");
  const db = await getDb();
  return db.transaction(async (tx) => {
    // NO KEY UPDATE: serialises this person's requests without blocking rows that refer to them.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for("no key update");
    const [last] = await tx
      .select({ createdAt: dataExports.createdAt })
      .from(dataExports)
      .where(
        and(
          eq(dataExports.userId, actor.id),
          ne(dataExports.status, "failed"),
          gt(dataExports.createdAt, sql`now() - ${REQUEST_EVERY_MS} * interval '1 millisecond'`),
        ),
      )
      .orderBy(desc(dataExports.createdAt))
      .limit(1);
    if (last) {
      const next = new Date(last.createdAt.getTime() + REQUEST_EVERY_MS);
      throw new RateLimitedError(
        `You can ask for your data once a day. You last asked on ${when(last.createdAt)}; you can ask again after ${when(next)}.`,
        Math.max(1, Math.ceil((next.getTime() - Date.now()) / 1000)),
      );
    }
    const [row] = await tx.insert(dataExports).values({ userId: actor.id }).returning();
    await enqueue(tx, DATA_EXPORT_JOB, { exportId: row!.id }, { [DATA_EXPORT_JOB]: buildDataExport });
    return view(row!);
  });
}

/** The person's latest export still of use, and when they may ask for the next one (null: now). */
export async function dataExportState(actor: Actor | null): Promise<DataExportState> {
  assertCan(actor, "dataExport.request");
  const db = await getDb();
  const now = new Date();
  const rows = await db
    .select()
    .from(dataExports)
    .where(
      and(eq(dataExports.userId, actor.id), gt(dataExports.createdAt, new Date(now.getTime() - EXPORT_KEPT_DAYS * 2 * REQUEST_EVERY_MS))),
    )
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(20);
  const latest = rows[0];
  const counted = rows.find((r) => r.status !== "failed" && now.getTime() - r.createdAt.getTime() < REQUEST_EVERY_MS);
  const expired = latest?.status === "ready" && (!latest.expiresAt || latest.expiresAt <= now);
  return {
    latest: latest && !expired ? view(latest) : null,
    nextRequestAt: counted ? new Date(counted.createdAt.getTime() + REQUEST_EVERY_MS) : null,
  };
}

/**
 * Where the owner downloads a ready export: a signed URL of the stored ZIP that lives
 * DOWNLOAD_URL_SECONDS. Another person's export, or an id that is none, is 404; one still being
 * made or that failed, 409; one past its expiry, 404.
 */
export async function dataExportDownloadUrl(actor: Actor | null, id: string): Promise<string> {
  assertCan(actor, "dataExport.request");
  if (!isUuid(id)) throw new NotFoundError(DOWNLOAD_NOT_FOUND);
  const db = await getDb();
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, actor.id)));
  if (!row) throw new NotFoundError(DOWNLOAD_NOT_FOUND);
  if (row.status === "pending") throw new ConflictError("Your download is still being prepared. We will e-mail you when it is ready.");
  if (row.status === "failed" || !row.storageKey)
    throw new ConflictError("This download could not be made. Ask for a new one from your Profile.");
  if (!row.expiresAt || row.expiresAt <= new Date())
    throw new NotFoundError("This download has expired. Ask for a new one from your Profile.");
  return downloadUrlFor(row.storageKey, ARCHIVE_TYPE, DOWNLOAD_URL_SECONDS);
}

/**
 * The daily retention job `privacy.expire-exports`: deletes exports past their expiry, and those
 * never made (failed, or pending for EXPORT_KEPT_DAYS), with their files (through the outbox,
 * once the rows are gone). Answers how many.
 */
export async function expireDataExports(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const staleBefore = new Date(now.getTime() - EXPORT_KEPT_DAYS * REQUEST_EVERY_MS);
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(dataExports)
      .where(or(lte(dataExports.expiresAt, now), and(ne(dataExports.status, "ready"), lte(dataExports.createdAt, staleBefore))))
      .returning({ storageKey: dataExports.storageKey });
    await deleteObjectsLater(
      tx,
      gone.map((row) => row.storageKey),
    );
    return gone.length;
  });
}
