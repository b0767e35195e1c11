import { describe, expect, it } from "vitest";
import { galleryImages, outbox } from "@/lib/db/schema";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { actorFor, auditsOf, countRows, createUser, getDb, rowById } from "@/test/db";
import { deliverOutbox } from "@/test/mail";
import { phonePhoto } from "@/test/photos";
import { requirePostgres } from "@/test/postgres";
import { race } from "@/test/races";
import { setUpMemoryStorage } from "@/test/storage";
import { deletePhoto, updatePhoto } from "./manage";
import { purgePhoto, restorePhoto } from "./recycle-bin";
import { approvePhoto, rejectPhoto } from "./review";
import { insertPhoto } from "./testing";
import { confirmPhotoUpload, requestPhotoUpload } from "./upload";

// PGlite runs one transaction at a time, so these races would pass there without proving
// anything: they need the real PostgreSQL whose pool runs them side by side.
await requirePostgres();

const ROUNDS = 8;
const storage = setUpMemoryStorage();

const stored = (id: string) => rowById(galleryImages, id);

describe("two admins deciding on the same pending photo at once", () => {
  it("approve and reject: one wins, the other gets 409, one audit row, one mail", async () => {
    const [first, second] = [actorFor(await createUser({ role: "admin" })), actorFor(await createUser({ role: "superadmin" }))];
    const school = await createUser({ role: "school" });
    for (let round = 0; round < ROUNDS; round++) {
      const photo = await insertPhoto(school, { status: "pending" });
      const db = await getDb();
      await db.delete(outbox);
      const { winner, error } = await race(
        () => approvePhoto(first, photo.id),
        () => rejectPhoto(second, photo.id, { reason: "Blurred" }),
      );
      expect(error).toBeInstanceOf(ConflictError);
      expect((await auditsOf(photo.id)).map((a) => a.action)).toEqual([winner === 0 ? "gallery.approve" : "gallery.reject"]);
      expect(await stored(photo.id)).toMatchObject(
        winner === 0
          ? { status: "approved", reviewedBy: first.id }
          : { status: "rejected", rejectionReason: "Blurred", reviewedBy: second.id },
      );
      expect(await countRows(outbox)).toBe(1);
    }
  });

  it("two approvals: one publishes it, the other is told it already was", async () => {
    const [first, second] = [actorFor(await createUser({ role: "admin" })), actorFor(await createUser({ role: "admin" }))];
    const photo = await insertPhoto(await createUser({ role: "school" }), { status: "pending" });
    const { error } = await race(
      () => approvePhoto(first, photo.id),
      () => approvePhoto(second, photo.id),
    );
    expect((error as Error).message).toBe("This image has already been approved");
  });

  it("a school's edit and an admin's approval of the version they saw: never an approved unreviewed edit", async () => {
    const schoolRow = await createUser({ role: "school" });
    const school = actorFor(schoolRow);
    const staff = actorFor(await createUser({ role: "admin" }));
    for (let round = 0; round < ROUNDS; round++) {
      const photo = await insertPhoto(schoolRow, { status: "pending", title: "Before" });
      const seen = photo.updatedAt.toISOString();
      const results = await Promise.allSettled([
        updatePhoto(school, photo.id, { title: `After ${round}` }),
        approvePhoto(staff, photo.id, { updatedAt: seen }),
      ]);
      expect(results[0].status).toBe("fulfilled");
      const row = await stored(photo.id);
      // The approval came first and the edit sent the photo back to review, or the edit came
      // first and the approval of the version seen is refused: pending with the new title, either way.
      expect(row).toMatchObject({ status: "pending", title: `After ${round}` });
      if (results[1].status === "rejected")
        expect((results[1].reason as Error).message).toBe("This photo was changed after you opened it. Please review it again.");
    }
  });
});

describe("the recycle bin under races", () => {
  it("restore and purge at once: one wins, the other finds nothing left (404); the row and its objects agree", async () => {
    const schoolRow = await createUser({ role: "school" });
    const school = actorFor(schoolRow);
    for (let round = 0; round < ROUNDS; round++) {
      const photo = await insertPhoto(schoolRow, { status: "approved", deletedAt: new Date(), deletedBy: schoolRow.id });
      const { winner, error } = await race(
        () => restorePhoto(school, photo.id),
        () => purgePhoto(school, photo.id),
      );
      expect(error).toBeInstanceOf(NotFoundError);
      const row = await stored(photo.id);
      if (winner === 0) expect(row).toMatchObject({ id: photo.id, status: "approved", deletedAt: null });
      else expect(row).toBeUndefined();
    }
  });

  it("two deletes of one photo: one moves it to the bin, the other gets 404", async () => {
    const schoolRow = await createUser({ role: "school" });
    const staff = actorFor(await createUser({ role: "admin" }));
    const photo = await insertPhoto(schoolRow);
    const { error } = await race(
      () => deletePhoto(actorFor(schoolRow), photo.id),
      () => deletePhoto(staff, photo.id),
    );
    expect(error).toBeInstanceOf(NotFoundError);
    expect((await auditsOf(photo.id)).map((a) => a.action)).toEqual(["gallery.delete"]);
  });
});

describe("a double confirm", () => {
  it("creates one photo; the other confirm gets 409 and its sizes are deleted again", async () => {
    const school = actorFor(await createUser({ role: "school" }));
    const bytes = new Uint8Array(await phonePhoto(1200, 900));
    for (let round = 0; round < 3; round++) {
      storage.clear();
      const answer = await requestPhotoUpload(school, {
        title: "Twice",
        category: "event",
        image: { contentType: "image/jpeg", size: bytes.length },
      });
      await storage.fetch(answer.image.upload.url, { method: "PUT", headers: answer.image.upload.headers, body: bytes });
      const { error } = await race(
        () => confirmPhotoUpload(school, { uploadToken: answer.uploadToken }),
        () => confirmPhotoUpload(school, { uploadToken: answer.uploadToken }),
      );
      expect(error).toBeInstanceOf(ConflictError);
      // Once the outbox has run, only the winner's sizes remain: the loser made none (its
      // upload was taken before its first size) or had them deleted; the original is gone too.
      await deliverOutbox();
      const db = await getDb();
      const rows = await db.select().from(galleryImages).orderBy(galleryImages.createdAt);
      expect(rows).toHaveLength(round + 1);
      expect(storage.keys().sort()).toEqual(rows[round]!.variants.map((v) => v.key).sort());
    }
  });
});
