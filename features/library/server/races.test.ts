import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { libraryItems, outbox } from "@/lib/db/schema";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { DELETE_OBJECTS_JOB } from "@/lib/jobs/outbox";
import { actorFor, auditsOf, countRows, createUser, getDb } from "@/test/db";
import { createLibraryItem } from "@/test/library";
import { fileBytes } from "@/test/memory-storage";
import { requirePostgres } from "@/test/postgres";
import { race } from "@/test/races";
import { setUpMemoryStorage } from "@/test/storage";
import { approveLibraryItem } from "./items";
import { purgeLibraryItem, restoreLibraryItem } from "./recycle-bin";
import { confirmLibraryUpload, requestLibraryUpload } from "./upload";

// PGlite runs one transaction at a time, so these races would pass there without proving
// anything: they need the real PostgreSQL, whose pool runs them side by side (DESIGN.md 8).
await requirePostgres();

const ROUNDS = 8;
const storage = setUpMemoryStorage();

describe("two staff publishing the same draft at once", () => {
  it("one publishes it (200), the other gets 409; one audit row; the winner's name on it", async () => {
    const [first, second] = [actorFor(await createUser({ role: "admin" })), actorFor(await createUser({ role: "superadmin" }))];
    for (let round = 0; round < ROUNDS; round++) {
      const draft = await createLibraryItem(null, { published: false });
      const { winner, error } = await race(
        () => approveLibraryItem(first, draft.id),
        () => approveLibraryItem(second, draft.id),
      );
      expect(error).toBeInstanceOf(ConflictError);
      const db = await getDb();
      const [row] = await db.select().from(libraryItems).where(eq(libraryItems.id, draft.id));
      expect(row?.approvedBy).toBe([first, second][winner]!.id);
      expect(await auditsOf(draft.id)).toHaveLength(1);
    }
  });
});

describe("a restore and a purge of the same item at once", () => {
  it("one wins, the other finds nothing in the bin (404): the item is back whole, or gone with its files queued", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    for (let round = 0; round < ROUNDS; round++) {
      const item = await createLibraryItem(null, { deletedAt: new Date() });
      const { winner, error } = await race(
        () => restoreLibraryItem(admin, item.id),
        () => purgeLibraryItem(admin, item.id),
      );
      expect(error).toBeInstanceOf(NotFoundError);
      const db = await getDb();
      const [row] = await db.select().from(libraryItems).where(eq(libraryItems.id, item.id));
      const queued = (await db.select().from(outbox).where(eq(outbox.kind, DELETE_OBJECTS_JOB))).flatMap(
        (r) => (r.payload as { keys: string[] }).keys,
      );
      if (winner === 0) {
        expect(row).toMatchObject({ deletedAt: null, approvedAt: item.approvedAt });
        expect(queued).not.toContain(item.videoKey);
      } else {
        expect(row).toBeUndefined();
        expect(queued).toEqual(expect.arrayContaining([item.videoKey, item.coverKey]));
      }
    }
  });
});

describe("the same upload confirmed twice at once", () => {
  it("creates one draft; the other confirm gets 409; both files stay", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    for (let round = 0; round < ROUNDS; round++) {
      const video = fileBytes("mp4", 4096);
      const cover = fileBytes("jpeg", 2048);
      const step = await requestLibraryUpload(admin, {
        title: `Talk ${round}`,
        author: "A",
        subject: "S",
        description: "D",
        keywords: "calm",
        video: { contentType: "video/mp4", size: video.length },
        coverImage: { contentType: "image/jpeg", size: cover.length },
      });
      storage.place(step.video.key, video);
      storage.place(step.coverImage.key, cover);
      const { error } = await race(
        () => confirmLibraryUpload(admin, { uploadToken: step.uploadToken }),
        () => confirmLibraryUpload(admin, { uploadToken: step.uploadToken }),
      );
      expect(error).toBeInstanceOf(ConflictError);
      expect(storage.deleted).toEqual([]);
      expect(storage.objects.has(step.video.key) && storage.objects.has(step.coverImage.key)).toBe(true);
    }
    expect(await countRows(libraryItems)).toBe(ROUNDS);
  });
});
