import { Pagination } from "@/components/ui/pagination";
import { WaitingFor } from "@/components/ui/waiting-for";
import { PendingCount } from "@/components/ui/status-badge";
import { Thumbnail } from "@/components/ui/thumbnail";
import { PendingActions } from "./pending-actions";
import { previewOf, type ManagedVideo } from "./types";
import { CardCell, CardRow, CardTable } from "@/components/ui/card-table";

type Result = { videos: ManagedVideo[]; total: number; page: number; totalPages: number };

/** Videos Pending Approval: five a page, with Preview, Approve and Reject. */
export function PendingVideos({ result, hrefFor }: { result: Result; hrefFor: (page: number) => string }) {
  return (
    <section aria-labelledby="pending-videos-title">
      <h2 id="pending-videos-title" className="mb-4 flex items-center gap-3 text-2xl font-semibold">
        Videos Pending Approval
        <PendingCount count={result.total} />
      </h2>
      {result.videos.length === 0 ? (
        <p className="card text-center text-muted">No videos are waiting for approval.</p>
      ) : (
        <>
          <CardTable
            label="Videos pending approval"
            caption={`Videos pending approval, page ${result.page} of ${result.totalPages}`}
            headers={["Thumbnail", "Course Name", "Course Content", "Uploaded By", "Actions"]}
          >
            {result.videos.map((video) => (
              <CardRow key={video.id}>
                <CardCell label="Thumbnail">
                  <Thumbnail url={video.thumbnailUrl} title={video.courseName} className="w-28 rounded-lg" />
                </CardCell>
                <CardCell label="Course Name" className="font-semibold">
                  <span className="block break-words">{video.courseName}</span>
                  <WaitingFor since={video.createdAt} className="block text-sm font-normal text-muted" />
                </CardCell>
                <CardCell label="Course Content" className="text-sm text-muted md:max-w-xs">
                  <span className="line-clamp-3">{video.courseContent}</span>
                </CardCell>
                <CardCell label="Uploaded By" className="text-sm">
                  {video.uploadedBy?.name ?? "Unknown"}
                </CardCell>
                <CardCell label="Actions" actions>
                  <PendingActions video={{ ...previewOf(video), updatedAt: video.updatedAt }} />
                </CardCell>
              </CardRow>
            ))}
          </CardTable>
          {result.totalPages > 1 ? (
            <Pagination variant="summary" page={result.page} pages={result.totalPages} hrefFor={hrefFor} label="Pending video pages" />
          ) : null}
        </>
      )}
    </section>
  );
}
