import { libraryItems, type LibraryItemRow, type UserRow } from "@/lib/db/schema";
import { newObjectKey } from "@/lib/storage/keys";
import { getDb } from "@/test/db";

let serial = 0;

/** Inserts a library item directly (no upload, no service): published unless told otherwise. */
export async function createLibraryItem(
  uploader: UserRow | null,
  over: Partial<typeof libraryItems.$inferInsert> & { published?: boolean } = {},
): Promise<LibraryItemRow> {
  serial += 1;
  const { published = true, ...rest } = over;
  const db = await getDb();
  const [row] = await db
    .insert(libraryItems)
    .values({
      title: `Library item ${serial}`,
      author: "Mindful Minds Foundation",
      subject: "Breathing",
      description: "A guided talk",
      keywords: ["calm"],
      approvedAt: published ? new Date() : null,
      approvedBy: published ? (uploader?.id ?? null) : null,
      uploadedBy: uploader?.id ?? null,
      videoKey: newObjectKey("video", "mp4"),
      videoType: "video/mp4",
      videoSize: 1000,
      durationSeconds: 120,
      coverKey: newObjectKey("thumbnail", "jpg"),
      coverType: "image/jpeg",
      ...rest,
    })
    .returning();
  if (!row) throw new Error("createLibraryItem: insert returned no row");
  return row;
}
