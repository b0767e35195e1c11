import { Pagination } from "@/components/ui/pagination";
import { Thumbnail } from "@/components/ui/thumbnail";
import { PendingActions } from "./pending-actions";
import { previewOf, type ManagedVideo } from "./types";
import { Cell, Row, VideoTable } from "./video-table";

type Result = { videos: ManagedVideo[]; total: number; page: number; totalPages: number };

/** Videos Pending Approval: five a page, with Preview, Approve and Reject. */
export function PendingVideos({ result, hrefFor }: { result: Result; hrefFor: (page: number) => string }) {
  return (
    <section aria-labelledby="pending-videos-title">
      <h2 id="pending-videos-title" className="mb-4 flex items-center gap-3 text-2xl font-semibold">
        Videos Pending Approval
        <span className="inline-flex min-w-8 items-center justify-center rounded-full bg-warn-50 px-2 font-sans text-base font-semibold text-warn-700 ring-1 ring-warn-700/30">
          {result.total}
          <span className="sr-only">&nbsp;pending</span>
        </span>
      </h2>
      {result.videos.length === 0 ? (
        <p className="card text-center text-muted">No videos are waiting for approval.</p>
      ) : (
        <>
          <VideoTable
            label="Videos pending approval"
            caption={`Videos pending approval, page ${result.page} of ${result.totalPages}`}
            headers={["Thumbnail", "Course Name", "Course Content", "Uploaded By", "Actions"]}
          >
            {result.videos.map((video) => (
              <Row key={video.id}>
                <Cell label="Thumbnail">
                  <Thumbnail url={video.thumbnailUrl} title={video.courseName} className="w-28 rounded-lg" />
                </Cell>
                <Cell label="Course Name" className="font-semibold">
                  <span className="break-words">{video.courseName}</span>
                </Cell>
                <Cell label="Course Content" className="text-sm text-muted md:max-w-xs">
                  <span className="line-clamp-3">{video.courseContent}</span>
                </Cell>
                <Cell label="Uploaded By" className="text-sm">
                  {video.uploadedBy?.name ?? "Unknown"}
                </Cell>
                <Cell label="Actions" actions>
                  <PendingActions video={previewOf(video)} />
                </Cell>
              </Row>
            ))}
          </VideoTable>
          {result.totalPages > 1 ? (
            <Pagination variant="summary" page={result.page} pages={result.totalPages} hrefFor={hrefFor} label="Pending video pages" />
          ) : null}
        </>
      )}
    </section>
  );
}
