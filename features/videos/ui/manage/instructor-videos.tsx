import { Pagination } from "@/components/ui/pagination";
import { UploadVideoDialog } from "./upload-video-dialog";
import { MyVideoCard } from "./my-video-card";
import type { ManagedVideo } from "./types";

/**
 * The instructor's My Videos tab: Upload New Video (refusing a video longer than `maxVideoSeconds`,
 * the video settings' maximum) and a card per own video, nine a page.
 */
export function InstructorVideos({
  result,
  maxVideoSeconds,
  topics,
}: {
  result: { videos: ManagedVideo[]; total: number; page: number; totalPages: number };
  maxVideoSeconds: number;
  /** The catalogue's topics, suggested by the Topic fields. */
  topics: readonly string[];
}) {
  return (
    <section aria-labelledby="my-videos-title" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="my-videos-title" className="text-2xl font-semibold">
            My Videos
          </h2>
          <p className="mt-1 text-muted">
            {result.total === 1 ? "1 video." : `${result.total} videos.`} New and edited videos are reviewed by our team before students see
            them.
          </p>
        </div>
        <UploadVideoDialog maxSeconds={maxVideoSeconds} topics={topics} />
      </div>
      {result.videos.length === 0 ? (
        <p className="card text-center text-muted">You have not uploaded any videos yet.</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-label="Your videos">
          {result.videos.map((video) => (
            <MyVideoCard key={video.id} video={video} topics={topics} maxVideoSeconds={maxVideoSeconds} />
          ))}
        </ul>
      )}
      <Pagination page={result.page} pages={result.totalPages} hrefFor={(n) => `/instructor?tab=my-videos&page=${n}`} label="Video pages" />
    </section>
  );
}
