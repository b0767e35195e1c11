import { dataExports, type DataExportRow } from "@/lib/db/schema";
import type { Storage } from "@/lib/storage";
import { newExportKey } from "@/lib/storage/keys";
import { ARCHIVE_TYPE } from "@/lib/storage/limits";
import { getDb } from "@/test/db";

const DAY = 24 * 60 * 60_000;

/** A stored export of `userId` (features/privacy), ready for a week by default, its ZIP in `storage` when given. */
export async function insertExport(
  userId: string,
  fields: Partial<typeof dataExports.$inferInsert> = {},
  storage?: Storage,
): Promise<DataExportRow> {
  const key = newExportKey();
  const bytes = new TextEncoder().encode("PK\u0005\u0006" + "\u0000".repeat(18));
  if (storage) await storage.put(key, bytes, { contentType: ARCHIVE_TYPE, size: bytes.byteLength });
  const db = await getDb();
  const [row] = await db
    .insert(dataExports)
    .values({
      userId,
      status: "ready",
      storageKey: key,
      sizeBytes: bytes.byteLength,
      readyAt: new Date(),
      expiresAt: new Date(Date.now() + 7 * DAY),
      ...fields,
    })
    .returning();
  return row!;
}

/** An export of `userId` asked for `daysAgo` days ago, in `status` (its file gone with it). */
export const pastExport = (userId: string, daysAgo: number, status: DataExportRow["status"]) =>
  insertExport(userId, {
    status,
    createdAt: new Date(Date.now() - daysAgo * DAY),
    ...(status === "ready" ? {} : { storageKey: null, readyAt: null, expiresAt: null, sizeBytes: null }),
  });
