import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { outbox, uploads } from "@/lib/db/schema";
import { countRows, createUser, getDb } from "@/test/db";
import { deliverOutbox } from "@/test/mail";
import { fileBytes } from "@/test/memory-storage";
import { testFileRule } from "@/test/file-rules";
import { setUpMemoryStorage } from "@/test/storage";
import type { FileRule } from "./rules";
import { claimUpload, issueUpload } from "./uploads";
import { deleteExpiredUploads } from "./cleanup";

const storage = setUpMemoryStorage();

const VIDEO = testFileRule("video", ["video/mp4"]);
const IMAGE = testFileRule("image", ["image/jpeg", "image/png"]);

async function issue(uploadedBy: string, files: { field: string; rule: FileRule; contentType: string; size: number }[], purpose = "test") {
  const db = await getDb();
  const { upload, targets } = await issueUpload(db, { uploadedBy, purpose, files });
  for (const file of files)
    storage.place(targets[file.field]!.key, fileBytes(file.contentType === "video/mp4" ? "mp4" : "jpeg", file.size));
  return { upload, keys: Object.values(targets).map((target) => target.key) };
}

async function expireAll(ago: string) {
  const db = await getDb();
  await db.update(uploads).set({ expiresAt: sql`now() - ${ago}::interval` });
}

describe("deleteExpiredUploads (the job uploads.expired)", () => {
  it("deletes the objects and rows of uploads never confirmed, an hour after they expired; a second run finds nothing", async () => {
    const user = await createUser({ role: "instructor" });
    const two = await issue(user.id, [
      { field: "video", rule: VIDEO, contentType: "video/mp4", size: 4096 },
      { field: "thumbnail", rule: IMAGE, contentType: "image/jpeg", size: 2048 },
    ]);
    const one = await issue(user.id, [{ field: "image", rule: IMAGE, contentType: "image/png", size: 1000 }], "photo");

    // Not yet expired, then expired but within the grace an upload begun just before expiry may need.
    expect(await deleteExpiredUploads()).toEqual({ rows: 0, objects: 0 });
    await expireAll("30 minutes");
    expect(await deleteExpiredUploads()).toEqual({ rows: 0, objects: 0 });
    expect(storage.objects.size).toBe(3);

    await expireAll("61 minutes");
    expect(await deleteExpiredUploads()).toEqual({ rows: 2, objects: 3 });
    // The rows are gone and the objects' deletion waits in the outbox, in one transaction.
    expect(await countRows(uploads)).toBe(0);
    expect(storage.objects.size).toBe(3);
    await deliverOutbox();
    expect(storage.deleted.sort()).toEqual([...two.keys, ...one.keys].sort());
    expect(storage.objects.size).toBe(0);
    expect(await countRows(uploads)).toBe(0);
    expect(await deleteExpiredUploads()).toEqual({ rows: 0, objects: 0 });
  });

  it("deletes a confirmed upload's row but leaves its objects, which belong to the record it made", async () => {
    const user = await createUser({ role: "school" });
    const { upload, keys } = await issue(user.id, [{ field: "image", rule: IMAGE, contentType: "image/jpeg", size: 500 }]);
    const db = await getDb();
    await db.transaction((tx) => claimUpload(tx, upload.id, "expired"));
    await expireAll("2 hours");
    expect(await deleteExpiredUploads()).toEqual({ rows: 1, objects: 0 });
    expect(await countRows(outbox)).toBe(0);
    expect([...storage.objects.keys()]).toEqual(keys);
  });

  it("retries the deletion through the outbox while the store is down; a run cut short loses nothing", async () => {
    const user = await createUser({ role: "instructor" });
    const { keys } = await issue(user.id, [
      { field: "video", rule: VIDEO, contentType: "video/mp4", size: 4096 },
      { field: "thumbnail", rule: IMAGE, contentType: "image/jpeg", size: 2048 },
    ]);
    await expireAll("2 hours");
    const db = await getDb();
    // A run whose transaction fails after taking the rows (a process killed, a time limit): nothing is lost.
    const cut = vi.spyOn(db, "transaction").mockImplementationOnce(async () => {
      throw new Error("terminated");
    });
    await expect(deleteExpiredUploads()).rejects.toThrow("terminated");
    cut.mockRestore();
    expect(await countRows(uploads)).toBe(1);

    expect(await deleteExpiredUploads()).toEqual({ rows: 1, objects: 2 });
    const failing = vi.spyOn(storage, "delete").mockRejectedValueOnce(new Error("store down"));
    expect(await deliverOutbox()).toMatchObject({ done: 0, retrying: 1 });
    failing.mockRestore();
    expect(storage.objects.size).toBe(1);
    await db.update(outbox).set({ runAfter: sql`now()` });
    expect(await deliverOutbox()).toMatchObject({ done: 1 });
    expect(storage.objects.size).toBe(0);
    expect(storage.deleted).toEqual(expect.arrayContaining(keys));
    expect(await countRows(outbox)).toBe(0);
  });
});
