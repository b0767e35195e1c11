import { videos, type VideoRow } from "@/lib/db/schema";
import { getDb } from "@/test/db";

let serial = 0;

/**
 * Inserts a video row directly (no upload, no storage): approved, 600 seconds long, unless
 * `overrides` say otherwise. The upload service is tested on its own.
 */
export async function insertVideo(overrides: Partial<typeof videos.$inferInsert> = {}): Promise<VideoRow> {
  serial += 1;
  const db = await getDb();
  const [row] = await db
    .insert(videos)
    .values({
      courseName: `Course ${serial}`,
      courseContent: `Content ${serial}`,
      description: `Description ${serial}`,
      status: "approved",
      videoKey: `videos/test-${serial}.mp4`,
      videoType: "video/mp4",
      videoSize: 1_000_000,
      durationSeconds: 600,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insertVideo: insert returned no row");
  return row;
}
