import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "@/lib/db/schema";
import { issueUpload } from "@/lib/uploads/uploads";
import { UPLOAD_GRACE_MS } from "@/lib/uploads/token";
import { createUser, getDb } from "@/test/db";
import { deliverOutbox } from "@/test/mail";
import { fileBytes } from "@/test/memory-storage";
import { testFileRule } from "@/test/file-rules";
import { setUpMemoryStorage } from "@/test/storage";
import { deleteObjectsLater } from "./storage";

const storage = setUpMemoryStorage();

const IMAGE = testFileRule("image", ["image/jpeg"]);

async function queued() {
  const db = await getDb();
  return db.select({ payload: outbox.payload, runAfter: outbox.runAfter }).from(outbox).orderBy(outbox.id);
}

/** Makes every waiting outbox row due now. */
async function fastForward() {
  const db = await getDb();
  await db.update(outbox).set({ runAfter: sql`now() - interval '1 second'` });
}

describe("deleteObjectsLater", () => {
  it("deletes once the change commits, and again once the URL the object was uploaded through is dead", async () => {
    const user = await createUser({ role: "school" });
    const db = await getDb();
    const { upload, targets } = await issueUpload(db, {
      uploadedBy: user.id,
      purpose: "test",
      files: [{ field: "image", rule: IMAGE, contentType: "image/jpeg", size: 500 }],
    });
    const key = targets.image!.key;
    const older = "images/2026/01/0a0a0a0a-0a0a-4a0a-8a0a-0a0a0a0a0a0a.jpg";
    storage.place(key, fileBytes("jpeg", 500));
    storage.place(older, fileBytes("jpeg", 500));

    await db.transaction((tx) => deleteObjectsLater(tx, [key, older, null, key]));
    const [now, later] = await queued();
    expect(now?.payload).toEqual({ keys: [key, older] });
    // Only the key whose upload URL still works is deleted again, after its expiry and the grace.
    expect(later?.payload).toEqual({ keys: [key] });
    expect(later?.runAfter.getTime()).toBe(upload.expiresAt.getTime() + UPLOAD_GRACE_MS);

    expect(await deliverOutbox()).toMatchObject({ done: 1 });
    expect(storage.objects.size).toBe(0);
    // The upload URL used again (a replayed PUT): the object is back, with nothing pointing at it.
    storage.place(key, fileBytes("jpeg", 500));
    expect(await deliverOutbox()).toMatchObject({ done: 0 });
    await fastForward();
    expect(await deliverOutbox()).toMatchObject({ done: 1 });
    expect(storage.objects.size).toBe(0);
    expect(await queued()).toEqual([]);
  });

  it("writes nothing when the transaction rolls back, and nothing for no keys", async () => {
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await deleteObjectsLater(tx, ["images/2026/01/0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b.jpg"]);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await db.transaction((tx) => deleteObjectsLater(tx, [null, undefined, ""]));
    expect(await queued()).toEqual([]);
  });
});
