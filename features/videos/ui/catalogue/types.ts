import type { PublicVideo } from "@/features/videos/server/serialize";
import { topicTags } from "@/features/videos/schema";

/** What the catalogue's cards and dialogs need of a video (serialisable: the props of pages/videos.tsx). */
export type CatalogueVideo = {
  id: string;
  title: string;
  description: string;
  courseContent: string;
  instructorName: string | null;
  durationSeconds: number;
  tags: string[];
  thumbnailUrl: string | null;
};

export function toCatalogueVideo(video: PublicVideo): CatalogueVideo {
  return {
    id: video.id,
    title: video.courseName,
    description: video.description,
    courseContent: video.courseContent,
    instructorName: video.instructorName,
    durationSeconds: video.durationSeconds,
    // The `recommended` tag is a dashboard flag, not a topic.
    tags: topicTags(video.tags),
    thumbnailUrl: video.thumbnailUrl,
  };
}
