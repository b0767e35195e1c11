import { Pagination } from "@/components/ui/pagination";
import { Thumbnail } from "@/components/ui/thumbnail";
import { PreviewButton } from "@/features/videos/ui/video-preview-dialog";
import { DeleteVideoButton } from "./delete-video-button";
import { StaffEditDialog } from "./staff-edit-dialog";
import { previewOf, type ManagedVideo } from "./types";
import { CardCell, CardRow, CardTable } from "@/components/ui/card-table";

type Result = { videos: ManagedVideo[]; total: number; page: number; totalPages: number };

/** Manage Video Content: every video by rank (unranked last), five a page, with the edit modal. */
export function ManageVideos({ result, hrefFor }: { result: Result; hrefFor: (page: number) => string }) {
  return (
    <section aria-labelledby="manage-videos-title">
      <h2 id="manage-videos-title" className="mb-1 text-2xl font-semibold">
        Manage Video Content
      </h2>
      <p className="mb-4 text-muted">Rank decides the order students see: lower first, unranked last.</p>
      {result.videos.length === 0 ? (
        <p className="card text-center text-muted">No videos found.</p>
      ) : (
        <CardTable
          label="Video content"
          caption={`Videos, page ${result.page} of ${result.totalPages}`}
          headers={["Rank", "Thumbnail", "Is Priced", "Course Name", "Content", "Actions"]}
        >
          {result.videos.map((video) => (
            <CardRow key={video.id}>
              <CardCell label="Rank" className="font-semibold">
                {video.rank ?? (
                  <span className="text-muted">
                    —<span className="sr-only">No rank</span>
                  </span>
                )}
              </CardCell>
              <CardCell label="Thumbnail">
                <Thumbnail url={video.thumbnailUrl} title={video.courseName} className="w-28 rounded-lg" />
              </CardCell>
              <CardCell label="Is Priced">{video.isPriced ? "Yes" : "No"}</CardCell>
              <CardCell label="Course Name" className="font-semibold">
                <span className="break-words">{video.courseName}</span>
                {video.recommended ? (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">Recommended</span>
                ) : null}
                {video.status !== "approved" ? (
                  <span className="mt-1 block text-sm font-normal text-muted">{`Status: ${video.status}`}</span>
                ) : null}
              </CardCell>
              <CardCell label="Content" className="text-sm text-muted md:max-w-xs">
                <span className="line-clamp-3">{video.courseContent}</span>
              </CardCell>
              <CardCell label="Actions" actions>
                <div className="flex flex-wrap gap-2">
                  <StaffEditDialog
                    video={{
                      id: video.id,
                      courseName: video.courseName,
                      courseContent: video.courseContent,
                      description: video.description,
                      status: video.status,
                      uploadedBy: video.uploadedBy
                        ? `${video.uploadedBy.name}${video.uploadedBy.email ? ` (${video.uploadedBy.email})` : ""}`
                        : "Unknown",
                      rank: video.rank,
                      isPriced: video.isPriced,
                      recommended: video.recommended,
                    }}
                  />
                  <PreviewButton video={previewOf(video)} className="btn-secondary px-3" />
                  <DeleteVideoButton video={{ id: video.id, courseName: video.courseName }} />
                </div>
              </CardCell>
            </CardRow>
          ))}
        </CardTable>
      )}
      <Pagination variant="summary" page={result.page} pages={result.totalPages} hrefFor={hrefFor} label="Video content pages" />
    </section>
  );
}
