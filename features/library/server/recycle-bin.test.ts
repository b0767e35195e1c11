import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, libraryItems, outbox } from "@/lib/db/schema";
import { ForbiddenError, NotFoundError } from "@/lib/errors";
import { DELETE_OBJECTS_JOB } from "@/lib/jobs/outbox";
import { actorFor, createUser, getDb, type NewUser, rowById } from "@/test/db";
import { createLibraryItem } from "@/test/library";
import { deliverOutbox } from "@/test/mail";
import { setUpMemoryStorage } from "@/test/storage";
import { deleteLibraryItem, getLibraryItem } from "./items";
import { getRecycledLibraryItem, listRecycledLibrary, purgeExpiredLibraryItems, purgeLibraryItem, restoreLibraryItem } from "./recycle-bin";

const storage = setUpMemoryStorage();

const DAY = 24 * 60 * 60_000;
const stored = (id: string) => rowById(libraryItems, id);
async function audits() {
  const db = await getDb();
  return db.select().from(auditLog).orderBy(auditLog.id);
}

describe("the library recycle bin", () => {
  it("lists deleted items, most recently deleted first, paged, with how many it holds; staff only", async () => {
    const admin = await createUser({ role: "admin" });
    await createLibraryItem(admin, { title: "Live" });
    await createLibraryItem(admin, { title: "Older", deletedAt: new Date(Date.now() - 2 * DAY) });
    await createLibraryItem(admin, { title: "Newer", deletedAt: new Date(Date.now() - DAY), published: false });
    const bin = await listRecycledLibrary(actorFor(admin));
    expect(bin.items.map((i) => [i.title, i.status, typeof i.deletedAt])).toEqual([
      ["Newer", "draft", "string"],
      ["Older", "published", "string"],
    ]);
    expect(bin.total).toBe(2);
    const paged = await listRecycledLibrary(actorFor(admin), { page: "2", limit: "1" });
    expect(paged.items.map((i) => i.title)).toEqual(["Older"]);
    for (const spec of [
      { role: "instructor" },
      { role: "school" },
      { role: "admin", allowedTabs: ["gallery-approvals"] },
    ] satisfies NewUser[]) {
      await expect(listRecycledLibrary(actorFor(await createUser(spec)))).rejects.toBeInstanceOf(ForbiddenError);
    }
  });

  it("previews an item of the bin with a streaming URL; 404 for one outside it", async () => {
    const admin = await createUser({ role: "admin" });
    const binned = await createLibraryItem(admin, { deletedAt: new Date() });
    expect((await getRecycledLibraryItem(actorFor(admin), binned.id)).videoUrl).toContain(encodeURIComponent(binned.videoKey));
    const live = await createLibraryItem(admin);
    await expect(getRecycledLibraryItem(actorFor(admin), live.id)).rejects.toThrow("Recycle item not found");
  });

  it("restores the same row: same id, files and approval, published or draft; once", async () => {
    const admin = await createUser({ role: "admin" });
    const published = await createLibraryItem(admin, { keywords: ["calm", "sleep"] });
    const draft = await createLibraryItem(admin, { published: false });
    for (const item of [published, draft]) await deleteLibraryItem(actorFor(admin), item.id);

    const answer = await restoreLibraryItem(actorFor(admin), published.id);
    expect(answer).toMatchObject({
      message: "Video restored successfully",
      restoredVideo: { _id: published.id, isApproved: true, keywords: ["calm", "sleep"], deletedAt: null },
    });
    expect(await stored(published.id)).toMatchObject({
      approvedAt: published.approvedAt,
      approvedBy: published.approvedBy,
      videoKey: published.videoKey,
      coverKey: published.coverKey,
      deletedAt: null,
      deletedBy: null,
    });
    expect((await restoreLibraryItem(actorFor(admin), draft.id)).restoredVideo.isApproved).toBe(false);
    await expect(restoreLibraryItem(actorFor(admin), published.id)).rejects.toBeInstanceOf(NotFoundError);
    expect(await getLibraryItem(null, published.id)).toMatchObject({ id: published.id });
    expect((await audits()).map((a) => a.action)).toEqual(["library.delete", "library.delete", "library.restore", "library.restore"]);
  });

  it("deletes for good: the row now, both files through the outbox once committed; only items in the bin", async () => {
    const admin = await createUser({ role: "admin" });
    const live = await createLibraryItem(admin);
    await expect(purgeLibraryItem(actorFor(admin), live.id)).rejects.toThrow("Recycle item not found");
    const binned = await createLibraryItem(admin, { deletedAt: new Date() });
    storage.place(binned.videoKey, new Uint8Array(10));
    storage.place(binned.coverKey, new Uint8Array(10));

    expect(await purgeLibraryItem(actorFor(admin), binned.id)).toEqual({ message: "Library video permanently deleted from Recycle Bin" });
    expect(await stored(binned.id)).toBeUndefined();
    const db = await getDb();
    const queued = await db.select().from(outbox).where(eq(outbox.kind, DELETE_OBJECTS_JOB));
    expect(queued.map((row) => row.payload)).toEqual([{ keys: [binned.videoKey, binned.coverKey] }]);
    await deliverOutbox();
    expect(storage.deleted.sort()).toEqual([binned.videoKey, binned.coverKey].sort());
    expect(storage.keys()).toEqual([]);
    expect(await stored(live.id)).toBeDefined();
    await expect(purgeLibraryItem(actorFor(admin), binned.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await audits()).map((a) => [a.action, a.actorId])).toEqual([["library.purge", admin.id]]);
  });

  it("purges by itself what has been in the bin over 30 days (library.purge-bin), files too, audited as the system", async () => {
    const admin = await createUser({ role: "admin" });
    const expired = await createLibraryItem(admin, { deletedAt: new Date(Date.now() - 31 * DAY) });
    const recent = await createLibraryItem(admin, { deletedAt: new Date(Date.now() - 29 * DAY) });
    const live = await createLibraryItem(admin);
    expect(await purgeExpiredLibraryItems()).toBe(1);
    expect(await stored(expired.id)).toBeUndefined();
    expect(await stored(recent.id)).toBeDefined();
    expect(await stored(live.id)).toBeDefined();
    await deliverOutbox();
    expect(storage.deleted.sort()).toEqual([expired.videoKey, expired.coverKey].sort());
    expect(await audits()).toMatchObject([
      { action: "library.purge", targetId: expired.id, actorId: null, actorEmail: "system", details: { expired: true } },
    ]);
    expect(await purgeExpiredLibraryItems()).toBe(0);
    // A day later the other one's time has come too.
    expect(await purgeExpiredLibraryItems(new Date(Date.now() + 2 * DAY))).toBe(1);
  });
});
