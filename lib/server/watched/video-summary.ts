import "server-only";
import type { VideoRow } from "@/lib/db/schema";

/**
 * The URL of a video's thumbnail for lists, from its storage key. The one place to point at the
 * storage adapter once it serves thumbnails (lib/storage); until then there is no URL.
 */
export function thumbnailUrlFor(thumbnailKey: string | null): string | null {
  void thumbnailKey;
  return null;
}

/** What history, overview and recommendation lists show of a video. */
export function videoSummary(v: Pick<VideoRow, "id" | "courseName" | "description" | "thumbnailKey" | "durationSeconds">) {
  return {
    _id: v.id,
    id: v.id,
    courseName: v.courseName,
    /** The spec's clients read `title`; it is the course name. */
    title: v.courseName,
    description: v.description,
    thumbnailUrl: thumbnailUrlFor(v.thumbnailKey),
    durationSeconds: v.durationSeconds,
  };
}
export type VideoSummary = ReturnType<typeof videoSummary>;
