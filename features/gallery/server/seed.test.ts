import { beforeEach, describe, expect, it } from "vitest";
import { galleryImages } from "@/lib/db/schema";
import { actorByEmail, createUser, getDb } from "@/test/db";
import { imageMetadata } from "@/test/photos";
import { setUpMemoryStorage } from "@/test/storage";
import { listPublicGallery } from "./gallery";
import { listOwnPhotos } from "./manage";
import { listPendingPhotos } from "./review";
import { DEMO_PHOTOS, seedDemoGallery } from "./seed";

const storage = setUpMemoryStorage();

beforeEach(async () => {
  // The demo accounts the seed looks for (features/accounts/server/seed.ts makes them).
  await createUser({ role: "school", name: "Riverside Primary School", email: "school@demo.test" });
  await createUser({ role: "admin", email: "admin@demo.test" });
});

async function seed(stored: string[] = []) {
  const db = await getDb();
  await db.transaction((tx) => seedDemoGallery(tx, stored));
  return stored;
}

describe("the demo gallery", () => {
  it("publishes the school's approved photos across categories, one pending and one rejected with a reason, as real re-encoded sizes", async () => {
    const started = Date.now();
    const stored = await seed();
    const seconds = (Date.now() - started) / 1000;
    expect(seconds, "the gallery seed stays quick").toBeLessThan(20);

    const published = await listPublicGallery({});
    const approved = DEMO_PHOTOS.filter((p) => p.status === "approved");
    expect(published.images.map((i) => i.title)).toEqual(approved.map((p) => p.title));
    expect(new Set(published.images.map((i) => i.category))).toEqual(new Set(["general", "sports", "arts", "event", "classroom"]));
    expect(published.images.every((i) => i.schoolName === "Riverside Primary School")).toBe(true);
    expect((await listPublicGallery({ date: "today" })).images.map((i) => i.title)).toEqual(["Sunrise breathing before lessons"]);

    const admin = await actorByEmail("admin@demo.test");
    expect((await listPendingPhotos(admin, {})).images.map((i) => i.title)).toEqual(["Sea sounds relaxation session"]);
    const own = await listOwnPhotos(await actorByEmail("school@demo.test"), {});
    expect(own.images.find((i) => i.status === "rejected")?.rejectionReason).toMatch(/no child can be identified/);

    // Each photo's three sizes are stored as WebP (the drawn sources were deleted again).
    const db = await getDb();
    const rows = await db.select().from(galleryImages);
    expect(rows).toHaveLength(DEMO_PHOTOS.length);
    const keys = rows.flatMap((row) => row.variants.map((v) => v.key));
    expect(keys).toHaveLength(3 * DEMO_PHOTOS.length);
    expect(storage.keys().sort()).toEqual([...keys].sort());
    expect(stored).toEqual(expect.arrayContaining(keys));
    const largest = rows[0]!.variants[2]!;
    expect(await imageMetadata(storage.objects.get(largest.key)!)).toMatchObject({
      format: "webp",
      width: 1600,
      height: 1000,
      hasExif: false,
    });
  });

  it("adds nothing the second time", async () => {
    await seed();
    const before = storage.keys().length;
    await seed();
    expect(storage.keys()).toHaveLength(before);
    const db = await getDb();
    expect(await db.select().from(galleryImages)).toHaveLength(DEMO_PHOTOS.length);
  });
});
