import { eq, isNotNull, isNull, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { videos } from "@/lib/db/schema";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { getDb, resetDb } from "@/test/db";
import { rejection } from "@/test/errors";
import { requirePostgres } from "@/test/postgres";
import { createVideo } from "@/test/videos";
import { deleteIf, transition } from "./transition";

// Concurrent transactions are serialised by PGlite, so a race there would pass for the wrong reason.
await requirePostgres();

beforeEach(resetDb);

const approve = { status: "approved" as const, rejectionReason: null };
const options = {
  from: ["pending", "rejected"] as const,
  set: approve,
  where: isNull(videos.deletedAt),
  conflict: "Already approved",
  notFound: "Video not found",
};

describe("transition", () => {
  it("changes a record in an allowed status and reports the status it came from", async () => {
    const db = await getDb();
    const video = await createVideo(null, { status: "rejected", rejectionReason: "Too loud" });
    const { row, from } = await transition(db, videos, { id: video.id, ...options });
    expect(row).toMatchObject({ id: video.id, status: "approved", rejectionReason: null, courseName: video.courseName });
    expect(from).toBe("rejected");
  });

  it("answers 409 with the caller's message when the record is in another status, and changes nothing", async () => {
    const db = await getDb();
    const video = await createVideo(null, { status: "approved", rank: 2 });
    const error = await rejection(
      transition(db, videos, {
        id: video.id,
        ...options,
        set: { ...approve, rank: 9 },
        conflict: (current) => `Already ${current.status}`,
      }),
    );
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.message).toBe("Already approved");
    const [stored] = await db.select().from(videos).where(eq(videos.id, video.id));
    expect(stored?.rank).toBe(2);
  });

  it("with `seen`, changes only the version seen: a record changed since is 409 `changed`, a record decided since keeps its own message", async () => {
    const db = await getDb();
    const video = await createVideo(null, { status: "pending" });
    const changed = "This video was changed after you opened it. Please review it again.";
    // Microseconds in the row, milliseconds in what the person saw (our answers' ISO strings).
    await db.execute(sql`UPDATE videos SET updated_at = '2026-11-27T10:00:00.123456Z' WHERE id = ${video.id}`);
    const seen = { updatedAt: "2026-11-27T10:00:00.123Z", changed };
    const older = await rejection(
      transition(db, videos, { id: video.id, ...options, seen: { ...seen, updatedAt: "2026-11-27T09:59:00.000Z" } }),
    );
    expect(older).toBeInstanceOf(ConflictError);
    expect(older.message).toBe(changed);
    expect((await db.select().from(videos).where(eq(videos.id, video.id)))[0]?.status).toBe("pending");

    const { row } = await transition(db, videos, { id: video.id, ...options, seen });
    expect(row.status).toBe("approved");
    // Decided by someone else meanwhile: that is what the second person is told.
    const again = await rejection(
      transition(db, videos, { id: video.id, ...options, seen, conflict: (current) => `Already ${current.status}` }),
    );
    expect(again.message).toBe("Already approved");
  });

  it("answers 404 for an unknown or malformed id and for a record outside `where`", async () => {
    const db = await getDb();
    const binned = await createVideo(null, { status: "pending", deletedAt: new Date() });
    for (const id of [crypto.randomUUID(), "not-a-uuid", binned.id]) {
      const error = await rejection(transition(db, videos, { id, ...options }));
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error.message).toBe("Video not found");
    }
    expect((await db.select().from(videos).where(eq(videos.id, binned.id)))[0]?.status).toBe("pending");
  });

  it("without `from`, changes any status within `where` (restoring from a bin)", async () => {
    const db = await getDb();
    const video = await createVideo(null, { deletedAt: new Date() });
    const restore = {
      id: video.id,
      set: { deletedAt: null },
      where: isNotNull(videos.deletedAt),
      conflict: "unused",
      notFound: "Recycle item not found",
    };
    await expect(transition(db, videos, restore)).resolves.toMatchObject({ row: { deletedAt: null }, from: "approved" });
    await expect(transition(db, videos, restore)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("lets exactly one of two concurrent transactions through; the other gets 409", async () => {
    const db = await getDb();
    for (let round = 0; round < 10; round++) {
      const video = await createVideo(null, { status: "pending" });
      const decide = (to: "approved" | "rejected") =>
        db.transaction(async (tx) => {
          const changed = await transition(tx, videos, {
            id: video.id,
            from: ["pending"],
            set: { status: to },
            conflict: "Already decided",
            notFound: "Video not found",
          });
          // Hold the transaction open a moment, so the other request really waits on the row.
          await new Promise((resolve) => setTimeout(resolve, 5));
          return changed.row.status;
        });
      const results = await Promise.allSettled([decide("approved"), decide("rejected")]);
      const won = results.filter((r) => r.status === "fulfilled");
      const lost = results.filter((r) => r.status === "rejected");
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
      const [stored] = await db.select().from(videos).where(eq(videos.id, video.id));
      expect(stored?.status).toBe((won[0] as PromiseFulfilledResult<string>).value);
    }
  });
});

describe("deleteIf", () => {
  it("deletes a record within `where` once; 404 otherwise", async () => {
    const db = await getDb();
    const live = await createVideo(null);
    const binned = await createVideo(null, { deletedAt: new Date() });
    const purge = (id: string) => deleteIf(db, videos, { id, where: isNotNull(videos.deletedAt), notFound: "Recycle item not found" });
    await expect(purge(binned.id)).resolves.toMatchObject({ id: binned.id });
    await expect(purge(binned.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(purge(live.id)).rejects.toThrow("Recycle item not found");
    await expect(purge("nope")).rejects.toBeInstanceOf(NotFoundError);
    expect(await db.select({ id: videos.id }).from(videos)).toEqual([{ id: live.id }]);
  });
});
