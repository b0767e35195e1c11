import { VideoCard } from "@/components/ui/video-card";
import { PreviewButton } from "@/features/videos/ui/video-preview-dialog";
import { DeleteVideoButton } from "./delete-video-button";
import { EditVideoDialog } from "./edit-video-dialog";
import { StatusBadge } from "./status-badge";
import { previewOf, type ManagedVideo } from "./types";

/** One of the instructor's videos: thumbnail, status (with the rejection reason), Edit, Preview, Delete. */
export function MyVideoCard({ video }: { video: ManagedVideo }) {
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
                description: video.description,
                tags: video.tags,
                status: video.status,
              }}
            />
            <PreviewButton video={previewOf(video)} className="btn-secondary px-3" />
            <DeleteVideoButton video={{ id: video.id, courseName: video.courseName }} />
          </>
        }
      >
        <p className="line-clamp-2 text-sm text-muted">{video.courseContent}</p>
        {video.status === "rejected" && video.rejectionReason ? (
          <p className="rounded-lg border border-danger-600/30 bg-danger-50 px-3 py-2 text-sm text-danger-600">
            <span className="font-semibold">Reason for rejection: </span>
            {video.rejectionReason}
          </p>
        ) : null}
        <p className="text-sm text-muted">
          {`${video.durationMinutes} min`}
          {video.tags.length > 0 ? ` · ${video.tags.join(", ")}` : null}
        </p>
      </VideoCard>
    </li>
  );
}
