import { videoSettings, videos, type UserRow, type VideoRow } from "@/lib/db/schema";
import { getVideoSettings } from "@/features/video-settings";
import { newObjectKey } from "@/lib/storage/keys";
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
      videoKey: newObjectKey("video", "mp4"),
      videoType: "video/mp4",
      videoSize: 1000,
      thumbnailKey: newObjectKey("thumbnail", "jpg"),
      thumbnailType: "image/jpeg",
      durationSeconds: 300,
      ...over,
    })
    .returning();
  if (!row) throw new Error("createVideo: insert returned no row");
  return row;
}

/**
 * Inserts a video row directly (no upload, no storage): approved, 600 seconds long, no
 * thumbnail, unless `overrides` say otherwise. The upload service is tested on its own.
 */
export async function insertVideo(overrides: Partial<typeof videos.$inferInsert> = {}): Promise<VideoRow> {
  serial += 1;
  return createVideo(null, {
    courseName: `Course ${serial}`,
    courseContent: `Content ${serial}`,
    description: `Description ${serial}`,
    thumbnailKey: null,
    thumbnailType: null,
    videoSize: 1_000_000,
    durationSeconds: 600,
    ...overrides,
  });
}

/** The video settings' maximum video length, as an admin would set it (seconds: whole minutes). */
export async function allowVideosOfAtMost(seconds: number): Promise<void> {
  await getVideoSettings();
  const db = await getDb();
  await db.update(videoSettings).set({ maxVideoLengthSeconds: seconds });
}
