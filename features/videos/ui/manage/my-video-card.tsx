import { humanDuration } from "@/lib/format";
import { Sparkles } from "lucide-react";
import { VideoCard } from "@/components/ui/video-card";
import { topicTags } from "@/features/videos/schema";
import { topicOf } from "@/features/videos/forms";
import { PreviewButton } from "@/features/videos/ui/video-preview-dialog";
import { DeleteVideoButton } from "./delete-video-button";
import { EditVideoDialog } from "./edit-video-dialog";
import { StatusBadge } from "./status-badge";
import { previewOf, type ManagedVideo } from "./types";

/**
 * One of the instructor's videos: thumbnail, status (with the rejection reason), length and
 * topics, the foundation's recommendation when it has made one (a flag, not a topic), Edit,
 * Preview, Delete.
 */
export function MyVideoCard({
  video,
  topics,
  maxVideoSeconds,
}: {
  video: ManagedVideo;
  topics: readonly string[];
  maxVideoSeconds: number;
}) {
  const tags = topicTags(video.tags);
  return (
    <li>
      <VideoCard
        as="article"
        headingId={`video-${video.id}-title`}
        title={video.courseName}
        thumbnailUrl={video.thumbnailUrl}
        badge={<StatusBadge status={video.status} />}
        actions={
          <>
            <EditVideoDialog
              video={{
                id: video.id,
                courseName: video.courseName,
                courseContent: video.courseContent,
                category: video.category,
                description: video.description,
                tags: video.tags,
                status: video.status,
                rejectionReason: video.rejectionReason,
                updatedAt: video.updatedAt,
              }}
              topics={topics}
              maxSeconds={maxVideoSeconds}
            />
            <PreviewButton video={previewOf(video)} className="btn-secondary px-3" />
            <DeleteVideoButton video={{ id: video.id, courseName: video.courseName }} />
          </>
        }
      >
        <p className="line-clamp-2 text-sm text-muted">{topicOf(video)}</p>
        {video.status === "rejected" && video.rejectionReason ? (
          <p className="rounded-lg border border-danger-600/30 bg-danger-50 px-3 py-2 text-sm text-danger-600">
            <span className="font-semibold">Reason for rejection: </span>
            {video.rejectionReason}
          </p>
        ) : null}
        <p className="text-sm text-muted">
          {humanDuration(video.durationSeconds)}
          {tags.length > 0 ? ` · ${tags.join(", ")}` : null}
        </p>
        {video.recommended ? (
          <p className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800">
            <Sparkles aria-hidden className="size-4" />
            Recommended by the foundation
          </p>
        ) : null}
      </VideoCard>
    </li>
  );
}
