import type { VideoRow } from "@/lib/db/schema";
import { RECOMMENDED_TAG } from "@/features/videos/schema";

export type Uploader = { id: string; name: string; email: string; bio: string | null };
export type VideoUrls = { thumbnailUrl: string | null; videoUrl: string | null };

/**
 * The one shape of a video in every answer and page. `rank` is a numeric string or null (the
 * spec's "numeric string"); `uploadedBy` is `{_id, id, name, bio}` plus `email` only for staff
 * and the uploader; `videoUrl` is a short-lived streaming URL where a video is opened for
 * playback (getSingleVideo, and GET video/getAllVideos's items for an approved account), null
 * elsewhere and for guests.
 */
export function serializeVideo(video: VideoRow, uploader: Uploader | null, urls: VideoUrls, options: { showEmail: boolean }) {
  return {
    _id: video.id,
    id: video.id,
    courseName: video.courseName,
    title: video.courseName,
    courseContent: video.courseContent,
    description: video.description,
    category: video.category,
    status: video.status,
    rejectionReason: video.rejectionReason,
    reviewedAt: video.reviewedAt?.toISOString() ?? null,
    rank: video.rank === null ? null : String(video.rank),
    isPriced: video.isPriced,
    tags: video.tags,
    recommended: video.tags.includes(RECOMMENDED_TAG),
    uploadedBy: uploader
      ? {
          _id: uploader.id,
          id: uploader.id,
          name: uploader.name,
          bio: uploader.bio,
          ...(options.showEmail ? { email: uploader.email } : {}),
        }
      : null,
    instructorName: uploader?.name ?? null,
    durationSeconds: video.durationSeconds,
    durationMinutes: Math.max(1, Math.round(video.durationSeconds / 60)),
    thumbnailUrl: urls.thumbnailUrl,
    videoUrl: urls.videoUrl,
    deletedAt: video.deletedAt?.toISOString() ?? null,
    createdAt: video.createdAt.toISOString(),
    updatedAt: video.updatedAt.toISOString(),
  };
}
export type PublicVideo = ReturnType<typeof serializeVideo>;
