import sharp from "sharp";
import { galleryImages, type GalleryImageRow, type PhotoVariant, type UserRow } from "@/lib/db/schema";
import { newObjectKey } from "@/lib/storage/keys";
import { getDb } from "@/test/db";
import type { MemoryStorage } from "@/test/memory-storage";

/** The test kit of the gallery's tests (services, matrix and contract rows): photos inserted directly, no upload. */

let serial = 0;
let webp: Promise<Buffer> | undefined;

/** A small real WebP (no metadata), what a stored size holds. */
export function tinyWebp(): Promise<Buffer> {
  webp ??= sharp({ create: { width: 12, height: 8, channels: 3, background: { r: 140, g: 190, b: 160 } } })
    .webp()
    .toBuffer();
  return webp;
}

/**
 * Inserts a photo of `school` (approved unless told otherwise) with three sizes. Given `storage`,
 * each size's key holds a real WebP there, as after an upload.
 */
export async function insertPhoto(
  school: Pick<UserRow, "id" | "name"> | null,
  over: Partial<typeof galleryImages.$inferInsert> = {},
  storage?: MemoryStorage,
): Promise<GalleryImageRow> {
  serial += 1;
  const bytes = storage ? await tinyWebp() : null;
  const variants: PhotoVariant[] = [480, 960, 1600].map((width) => {
    const key = newObjectKey("image", "webp");
    if (storage && bytes) storage.place(key, new Uint8Array(bytes));
    return { key, width, height: Math.round((width * 2) / 3), size: bytes?.length ?? 1000, type: "image/webp" };
  });
  const db = await getDb();
  const [row] = await db
    .insert(galleryImages)
    .values({
      title: `Photo ${serial}`,
      category: "general",
      status: "approved",
      schoolId: school?.id ?? null,
      schoolName: school?.name ?? "A Former School",
      variants,
      width: 1600,
      height: 1067,
      ...over,
    })
    .returning();
  if (!row) throw new Error("insertPhoto: insert returned no row");
  return row;
}
