import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { libraryItems } from "@/lib/db/schema";
import { inspectObject } from "@/lib/storage/inspect";
import { countRows, createUser, getDb } from "@/test/db";
import { setUpMemoryStorage } from "@/test/storage";
import { COVER_HEIGHT, COVER_WIDTH } from "./covers";
import { searchLibrary } from "./search";
import { DEMO_LIBRARY, seedDemoLibrary } from "./seed";

const storage = setUpMemoryStorage();

async function seed(stored: string[] = []) {
  const db = await getDb();
  await db.transaction((tx) => seedDemoLibrary(tx, stored));
  return stored;
}

describe("the demo library", () => {
  it("needs the demo admin, and adds nothing without one", async () => {
    expect(await seed()).toEqual([]);
    expect(await countRows(libraryItems)).toBe(0);
  });

  it("stores each clip and a drawn cover under fresh keys, publishes three and leaves one draft; once", async () => {
    // The demo admin of features/accounts/server/seed.ts, who uploads and publishes the library.
    await createUser({ role: "admin", email: "admin@demo.test" });
    const stored = await seed();
    expect(stored).toHaveLength(2 * DEMO_LIBRARY.length);
    const db = await getDb();
    const rows = await db.select().from(libraryItems);
    expect(rows).toHaveLength(DEMO_LIBRARY.length);
    for (const row of rows) {
      expect(await inspectObject(storage, row.videoKey, row.videoSize)).toBe("video/mp4");
      const cover = storage.objects.get(row.coverKey)!;
      expect(await sharp(cover).metadata()).toMatchObject({ format: "jpeg", width: COVER_WIDTH, height: COVER_HEIGHT });
      expect(cover.byteLength).toBeLessThan(100 * 1024);
    }
    const published = DEMO_LIBRARY.filter((d) => d.published).map((d) => d.title);
    expect((await searchLibrary(null, {})).items.map((i) => i.title)).toEqual([...published].reverse());
    expect(rows.filter((r) => r.approvedAt === null).map((r) => r.title)).toEqual(
      DEMO_LIBRARY.filter((d) => !d.published).map((d) => d.title),
    );

    await seed();
    expect(await countRows(libraryItems)).toBe(DEMO_LIBRARY.length);
    expect(storage.objects.size).toBe(2 * DEMO_LIBRARY.length);
  });
});
