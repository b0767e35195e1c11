import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { libraryItems, videos } from "@/lib/db/schema";
import { NotFoundError } from "@/lib/errors";
import { countRows, createUser, getDb, queuedDeletions, rowById } from "@/test/db";
import { createLibraryItem } from "@/test/library";
import { deliverOutbox } from "@/test/mail";
import { requirePostgres } from "@/test/postgres";
import { setUpMemoryStorage } from "@/test/storage";
import { createVideo } from "@/test/videos";
import type { DbOrTx } from "./client";
import { BIN_RETENTION_DAYS, loadRecord, moveToBin, purgeExpired, purgeFromBin, restoreFromBin } from "./recycle-bin";

// The races below need two transactions at once.
await requirePostgres();

const storage = setUpMemoryStorage();

const keys = (row: typeof videos.$inferSelect) => [row.videoKey, row.thumbnailKey];
const NOT_IN_BIN = "Not in the bin";
const DAY = 24 * 60 * 60_000;

const stored = (id: string) => rowById(videos, id);

describe("moveToBin and restoreFromBin", () => {
  it("keep the same row: in the bin with who and when, then back as it was; each only once", async () => {
    const owner = await createUser({ role: "instructor" });
    const video = await createVideo(owner, { rank: 3, tags: ["calm"] });
    const db = await getDb();

    await db.transaction((tx) => moveToBin(tx, videos, { id: video.id, actorId: owner.id, notFound: "Video not found" }));
    expect(await stored(video.id)).toMatchObject({ deletedBy: owner.id, deletedAt: expect.any(Date) });
    await expect(
      db.transaction((tx) => moveToBin(tx, videos, { id: video.id, actorId: owner.id, notFound: "Video not found" })),
    ).rejects.toThrow("Video not found");

    const restored = await db.transaction((tx) => restoreFromBin(tx, videos, { id: video.id, notFound: NOT_IN_BIN }));
    expect(restored).toMatchObject({ id: video.id, rank: 3, tags: ["calm"], status: "approved", deletedAt: null, deletedBy: null });
    await expect(db.transaction((tx) => restoreFromBin(tx, videos, { id: video.id, notFound: NOT_IN_BIN }))).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it("answer with the row's stored columns, not those PostgreSQL generates (the library's search vector)", async () => {
    const owner = await createUser({ role: "admin" });
    const item = await createLibraryItem(owner, { title: "Quiet hands" });
    const db = await getDb();
    const binned = await db.transaction((tx) => moveToBin(tx, libraryItems, { id: item.id, actorId: owner.id, notFound: "Not found" }));
    const restored = await db.transaction((tx) => restoreFromBin(tx, libraryItems, { id: item.id, notFound: NOT_IN_BIN }));
    for (const row of [binned, restored]) {
      expect(row).toMatchObject({ id: item.id, title: "Quiet hands", videoKey: item.videoKey });
      expect(row).not.toHaveProperty("searchVector");
    }
  });

  it("answer 404 outside the caller's scope and for an id that is not a uuid", async () => {
    const owner = await createUser({ role: "instructor" });
    const video = await createVideo(owner, { deletedAt: new Date() });
    const db = await getDb();
    const someoneElse = eq(videos.uploadedBy, crypto.randomUUID());
    await expect(
      db.transaction((tx) => restoreFromBin(tx, videos, { id: video.id, where: someoneElse, notFound: NOT_IN_BIN })),
    ).rejects.toThrow(NOT_IN_BIN);
    await expect(db.transaction((tx) => restoreFromBin(tx, videos, { id: "not-a-uuid", notFound: NOT_IN_BIN }))).rejects.toThrow(
      NOT_IN_BIN,
    );
    expect((await stored(video.id))?.deletedAt).not.toBeNull();
  });
});

describe("purgeFromBin", () => {
  it("deletes the row, then its objects through the outbox once committed; nothing for a record outside the bin", async () => {
    const owner = await createUser({ role: "instructor" });
    const live = await createVideo(owner);
    const binned = await createVideo(owner, { deletedAt: new Date() });
    storage.place(binned.videoKey, new Uint8Array(10));
    storage.place(binned.thumbnailKey!, new Uint8Array(10));
    const db = await getDb();

    await expect(db.transaction((tx) => purgeFromBin(tx, videos, { id: live.id, notFound: NOT_IN_BIN, keys }))).rejects.toThrow(NOT_IN_BIN);
    await db.transaction((tx) => purgeFromBin(tx, videos, { id: binned.id, notFound: NOT_IN_BIN, keys }));
    expect(await stored(binned.id)).toBeUndefined();
    expect((await queuedDeletions()).sort()).toEqual([binned.videoKey, binned.thumbnailKey].sort());
    expect(storage.objects.size).toBe(2);
    await deliverOutbox();
    expect(storage.objects.size).toBe(0);
    expect(await stored(live.id)).toBeDefined();
  });

  it("queues no deletion when the transaction rolls back", async () => {
    const binned = await createVideo(null, { deletedAt: new Date() });
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await purgeFromBin(tx, videos, { id: binned.id, notFound: NOT_IN_BIN, keys });
        throw new Error("the audit row failed");
      }),
    ).rejects.toThrow("the audit row failed");
    expect(await stored(binned.id)).toBeDefined();
    expect(await queuedDeletions()).toEqual([]);
  });

  it("of a restore and a purge at once, exactly one happens; the other answers 404", async () => {
    const db = await getDb();
    for (let round = 0; round < 5; round++) {
      const binned = await createVideo(null, { deletedAt: new Date() });
      const results = await Promise.allSettled([
        db.transaction((tx) => restoreFromBin(tx, videos, { id: binned.id, notFound: NOT_IN_BIN })),
        db.transaction((tx) => purgeFromBin(tx, videos, { id: binned.id, notFound: NOT_IN_BIN, keys })),
      ]);
      const failures = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
      expect(failures).toHaveLength(1);
      expect(failures[0]).toBeInstanceOf(NotFoundError);
      const row = await stored(binned.id);
      // Restored (and kept) or purged (and its objects queued for deletion), never half of each.
      if (results[0].status === "fulfilled") expect(row?.deletedAt).toBeNull();
      else expect(row).toBeUndefined();
    }
  });
});

describe("purgeExpired (the bins' scheduled jobs)", () => {
  it(`purges what has been in the bin for more than ${BIN_RETENTION_DAYS} days, with its objects, and keeps the rest`, async () => {
    const now = new Date();
    const old = await createVideo(null, { deletedAt: new Date(now.getTime() - (BIN_RETENTION_DAYS * DAY + 60_000)) });
    const recent = await createVideo(null, { deletedAt: new Date(now.getTime() - (BIN_RETENTION_DAYS * DAY - 60_000)) });
    const live = await createVideo(null);
    const purged: string[] = [];
    const count = await purgeExpired(videos, { keys, now, onPurged: async (_tx, rows) => void purged.push(...rows.map((r) => r.id)) });
    expect(count).toBe(1);
    expect(purged).toEqual([old.id]);
    expect(await stored(old.id)).toBeUndefined();
    expect(await stored(recent.id)).toBeDefined();
    expect(await stored(live.id)).toBeDefined();
    expect((await queuedDeletions()).sort()).toEqual([old.videoKey, old.thumbnailKey].sort());
    expect(await purgeExpired(videos, { keys, now })).toBe(0);
  });

  it("run on several instances at once, purges each record once", async () => {
    const long = new Date(Date.now() - 40 * DAY);
    const expired = await Promise.all(Array.from({ length: 12 }, () => createVideo(null, { deletedAt: long })));
    const counts = await Promise.all([purgeExpired(videos, { keys }), purgeExpired(videos, { keys }), purgeExpired(videos, { keys })]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(12);
    expect(await countRows(videos)).toBe(0);
    expect((await queuedDeletions()).sort()).toEqual(expired.flatMap((v) => [v.videoKey, v.thumbnailKey]).sort());
  });
});

describe("loadRecord", () => {
  const select = (db: DbOrTx) => db.select({ id: videos.id, rank: videos.rank }).from(videos);
  const load = (id: string, options?: Parameters<typeof loadRecord>[4]) => loadRecord(videos, select, id, "Video not found", options);

  it("reads one record out of the bin, or in it when asked, within further conditions; 404 otherwise", async () => {
    const video = await createVideo(null, { rank: 2 });
    expect(await load(video.id)).toEqual({ id: video.id, rank: 2 });
    await expect(load(video.id, { bin: true })).rejects.toThrow("Video not found");
    await expect(load(video.id, { where: eq(videos.rank, 5), notFound: "Not yours" })).rejects.toThrow("Not yours");
    await expect(load("not-a-uuid")).rejects.toBeInstanceOf(NotFoundError);
    const db = await getDb();
    await db.update(videos).set({ deletedAt: new Date() }).where(eq(videos.id, video.id));
    expect(await load(video.id, { bin: true })).toEqual({ id: video.id, rank: 2 });
    await expect(load(video.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("locks the row until the transaction ends when asked", async () => {
    const video = await createVideo(null);
    const db = await getDb();
    await db.transaction(async (tx) => {
      await loadRecord(videos, select, video.id, "Video not found", { tx, lock: true });
      // Another connection cannot take the row meanwhile.
      await expect(db.select().from(videos).where(eq(videos.id, video.id)).for("update", { noWait: true })).rejects.toThrow();
    });
    // Once the transaction ended it can.
    expect(await db.select().from(videos).where(eq(videos.id, video.id)).for("update", { noWait: true })).toHaveLength(1);
  });
});
