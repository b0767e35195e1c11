import { PreviewButton } from "@/features/videos/ui/video-preview-dialog";
import { DeleteVideoButton } from "./delete-video-button";
import { EditVideoDialog } from "./edit-video-dialog";
import { StatusBadge } from "./status-badge";
import { Thumbnail } from "./thumbnail";
import { previewOf, type ManagedVideo } from "./types";

/** One of the instructor's videos: thumbnail, status (with the rejection reason), Edit, Preview, Delete. */
export function VideoCard({ video }: { video: ManagedVideo }) {
  const headingId = `video-${video.id}-title`;
  return (
    <li>
      <article aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
        <Thumbnail url={video.thumbnailUrl} title={video.courseName} className="aspect-video w-full rounded-none" />
        <div className="flex flex-1 flex-col gap-3 p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 id={headingId} className="min-w-0 break-words text-lg font-semibold">
              {video.courseName}
            </h3>
            <StatusBadge status={video.status} />
          </div>
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
          <div className="mt-auto flex flex-wrap gap-2 border-t border-line pt-3">
            <EditVideoDialog
              video={{ id: video.id, courseName: video.courseName, courseContent: video.courseContent, description: video.description, tags: video.tags, status: video.status }}
            />
            <PreviewButton video={previewOf(video)} className="btn-secondary px-3" />
            <DeleteVideoButton video={{ id: video.id, courseName: video.courseName }} />
          </div>
        </div>
      </article>
    </li>
  );
}
