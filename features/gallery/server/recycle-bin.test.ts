import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, galleryImages } from "@/lib/db/schema";
import { BIN_RETENTION_DAYS } from "@/lib/db/recycle-bin";
import { actorFor, countRows, createUser, getDb, rowById } from "@/test/db";
import { rejection } from "@/test/errors";
import { deliverOutbox } from "@/test/mail";
import { setUpMemoryStorage } from "@/test/storage";
import { listPublicGallery } from "./gallery";
import { deletePhoto } from "./manage";
import { listBinPhotos, purgeExpiredPhotos, purgePhoto, restorePhoto } from "./recycle-bin";
import { insertPhoto } from "./testing";

const storage = setUpMemoryStorage();

const DAY = 24 * 60 * 60_000;

const stored = (id: string) => rowById(galleryImages, id);

describe("the gallery recycle bin", () => {
  it("a school sees only the photos it deleted itself; staff see every school's, with the school named", async () => {
    const [alder, birch] = [await createUser({ role: "school", name: "Alder" }), await createUser({ role: "school", name: "Birch" })];
    const staff = actorFor(await createUser({ role: "admin" }));
    const mine = await insertPhoto(alder, { title: "Mine" });
    const theirs = await insertPhoto(birch, { title: "Theirs" });
    const takenDown = await insertPhoto(alder, { title: "Taken down by staff" });
    await deletePhoto(actorFor(alder), mine.id);
    await deletePhoto(actorFor(birch), theirs.id);
    await deletePhoto(staff, takenDown.id);

    const own = await listBinPhotos(actorFor(alder));
    expect(own.items.map((i) => i.title)).toEqual(["Mine"]);
    expect(own.total).toBe(1);
    expect(own.items[0]).toMatchObject({ _id: mine.id, deletedAt: expect.any(String), uploadedBy: { name: "Alder" } });
    // Deleted photos are shown with signed URLs: their public address is gone.
    expect(own.items[0]?.imageUrl).toMatch(/^memory:\/\/download\//);
    const all = await listBinPhotos(staff);
    expect(all.items.map((i) => [i.title, i.schoolName])).toEqual([
      ["Taken down by staff", "Alder"],
      ["Theirs", "Birch"],
      ["Mine", "Alder"],
    ]);
    // Nobody else has a gallery bin.
    for (const role of ["user", "instructor"] as const)
      expect((await rejection(listBinPhotos(actorFor(await createUser({ role }))))).status).toBe(403);
    expect((await rejection(listBinPhotos(actorFor(await createUser({ role: "admin", allowedTabs: ["content"] }))))).status).toBe(403);
    expect((await rejection(listBinPhotos(null))).status).toBe(401);
  });

  it("restore gives back the same photo, id and status (an approved one is public again); another school's item is 404", async () => {
    const alder = await createUser({ role: "school" });
    const birch = await createUser({ role: "school" });
    const approved = await insertPhoto(alder, { title: "Back", status: "approved", category: "arts" });
    const pending = await insertPhoto(alder, { title: "Still waiting", status: "pending" });
    await deletePhoto(actorFor(alder), approved.id);
    await deletePhoto(actorFor(alder), pending.id);
    expect((await listPublicGallery({})).total).toBe(0);

    expect((await rejection(restorePhoto(actorFor(birch), approved.id))).status).toBe(404);
    const answer = await restorePhoto(actorFor(alder), approved.id);
    expect(answer).toMatchObject({
      message: "Image restored",
      restored: { _id: approved.id, status: "approved", category: "arts", deletedAt: null },
    });
    expect((await listPublicGallery({})).images.map((i) => i.id)).toEqual([approved.id]);
    const staff = actorFor(await createUser({ role: "superadmin" }));
    expect((await restorePhoto(staff, pending.id)).restored).toMatchObject({ _id: pending.id, status: "pending" });
    expect((await rejection(restorePhoto(staff, pending.id))).message).toBe("Recycle item not found");
    expect(await stored(approved.id)).toMatchObject({ variants: approved.variants, createdAt: approved.createdAt });
  });

  it("purge deletes the row and, once committed, every size from storage; only from the caller's bin", async () => {
    const alder = await createUser({ role: "school" });
    const birch = await createUser({ role: "school" });
    const photo = await insertPhoto(alder, {}, storage);
    await deletePhoto(actorFor(alder), photo.id);
    expect((await rejection(purgePhoto(actorFor(birch), photo.id))).status).toBe(404);
    expect(await purgePhoto(actorFor(alder), photo.id)).toEqual({ message: "Image permanently deleted" });
    expect(await stored(photo.id)).toBeUndefined();
    // The objects go after the commit, through the outbox.
    expect(storage.keys()).toHaveLength(3);
    await deliverOutbox();
    expect(storage.keys()).toEqual([]);
    expect(storage.deleted.sort()).toEqual(photo.variants.map((v) => v.key).sort());
    expect((await rejection(purgePhoto(actorFor(alder), photo.id))).status).toBe(404);
    const db = await getDb();
    const audits = await db.select().from(auditLog).where(eq(auditLog.targetId, photo.id));
    expect(audits.map((a) => a.action)).toEqual(["gallery.delete", "gallery.purge"]);
  });

  it("the job gallery.purge-bin purges photos 30 days in the bin with their files, as the system; younger ones stay", async () => {
    const school = await createUser({ role: "school" });
    const old = await insertPhoto(school, { title: "Old", deletedAt: new Date(Date.now() - (BIN_RETENTION_DAYS + 1) * DAY) }, storage);
    const recent = await insertPhoto(
      school,
      { title: "Recent", deletedAt: new Date(Date.now() - (BIN_RETENTION_DAYS - 1) * DAY) },
      storage,
    );
    const live = await insertPhoto(school, { title: "Live" }, storage);
    expect(await purgeExpiredPhotos()).toBe(1);
    expect(await stored(old.id)).toBeUndefined();
    expect(await countRows(galleryImages)).toBe(2);
    await deliverOutbox();
    for (const variant of old.variants) expect(storage.objects.has(variant.key)).toBe(false);
    for (const variant of [...recent.variants, ...live.variants]) expect(storage.objects.has(variant.key)).toBe(true);
    const db = await getDb();
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.targetId, old.id));
    expect(audit).toMatchObject({ action: "gallery.purge", actorId: null, actorEmail: "system", details: { expired: true } });
    // Run again: nothing more; a day later the other one goes too.
    expect(await purgeExpiredPhotos()).toBe(0);
    expect(await purgeExpiredPhotos(new Date(Date.now() + 2 * DAY))).toBe(1);
  });
});
