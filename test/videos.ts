import { videos, type UserRow, type VideoRow } from "@/lib/db/schema";
import { getDb } from "@/test/db";

let serial = 0;

/** Inserts a video directly (no upload, no service), approved unless told otherwise. */
export async function createVideo(uploader: UserRow | null, over: Partial<typeof videos.$inferInsert> = {}): Promise<VideoRow> {
  serial += 1;
  const db = await getDb();
  const [row] = await db
    .insert(videos)
    .values({
      courseName: `Video ${serial}`,
      courseContent: "Breathing and attention",
      description: "A guided practice",
      status: "approved",
      uploadedBy: uploader?.id ?? null,
      videoKey: `videos/test/${serial}-${crypto.randomUUID()}.mp4`,
      videoType: "video/mp4",
      videoSize: 1000,
      thumbnailKey: `thumbnails/test/${serial}-${crypto.randomUUID()}.jpg`,
      thumbnailType: "image/jpeg",
      durationSeconds: 300,
      ...over,
    })
    .returning();
  if (!row) throw new Error("createVideo: insert returned no row");
  return row;
}
