import type { PublicVideo } from "@/features/videos/server/serialize";

/** A video as the manage screens receive it (the API's one video shape). */
export type ManagedVideo = PublicVideo;

/** What a client component needs of a video: small and serialisable. */
export function previewOf(video: ManagedVideo) {
  return {
    id: video.id,
    courseName: video.courseName,
    courseContent: video.courseContent,
    description: video.description,
    status: video.status,
    uploadedBy: video.uploadedBy ? { name: video.uploadedBy.name } : null,
  };
}

/** A recycle-bin item for the client list. */
export function binItemOf(video: ManagedVideo) {
  return { ...previewOf(video), thumbnailUrl: video.thumbnailUrl, deletedAt: video.deletedAt };
}
