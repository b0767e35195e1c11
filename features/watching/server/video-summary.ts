import { videos, type VideoRow } from "@/lib/db/schema";
import { thumbnailUrlFor } from "@/features/videos";

/** The columns a summary needs, for a Drizzle select. */
export const summaryColumns = {
  id: videos.id,
  courseName: videos.courseName,
  description: videos.description,
  thumbnailKey: videos.thumbnailKey,
  thumbnailType: videos.thumbnailType,
  durationSeconds: videos.durationSeconds,
};

export type Summarised = Pick<VideoRow, "id" | "courseName" | "description" | "thumbnailKey" | "thumbnailType" | "durationSeconds">;

/** What history, overview and recommendation lists show of a video (with a short-lived thumbnail URL). */
export async function videoSummary(v: Summarised) {
  return {
    _id: v.id,
    id: v.id,
    courseName: v.courseName,
    /** The spec's clients read `title`; it is the course name. */
    title: v.courseName,
    description: v.description,
    thumbnailUrl: await thumbnailUrlFor(v),
    durationSeconds: v.durationSeconds,
  };
}
export type VideoSummary = Awaited<ReturnType<typeof videoSummary>>;
