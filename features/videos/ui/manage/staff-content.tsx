import type { Actor } from "@/lib/session/actor";
import { listVideos } from "@/features/videos/server/catalogue";
import { listRecycledVideos } from "@/features/videos/server/recycle-bin";
import { ManageVideos } from "./manage-videos";
import { PendingVideos } from "./pending-videos";
import { RecycleBinSection } from "@/components/ui/recycle-bin-list";
import { RecycleBinButton, RecycleBinList } from "./recycle-bin";
import { binItemOf } from "./types";

/**
 * The staff Content tab: Videos Pending Approval (`pending` page parameter), Manage Video
 * Content (`page`) and the video recycle bin of every uploader.
 */
export async function StaffVideoContent({
  actor,
  basePath,
  page,
  pendingPage,
}: {
  actor: Actor;
  basePath: string;
  page: number;
  pendingPage: number;
}) {
  const [pending, all, bin] = await Promise.all([
    listVideos(actor, { scope: "all", status: "pending", page: String(pendingPage) }),
    listVideos(actor, { scope: "all", page: String(page) }),
    listRecycledVideos(actor),
  ]);
  const href = (p: number, pp: number) => `${basePath}?tab=content&page=${p}&pending=${pp}`;
  return (
    <div className="space-y-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-2xl text-muted">Review new videos, then rank and recommend the approved ones.</p>
        <RecycleBinButton videos={bin.videos.map(binItemOf)} showUploader />
      </div>
      <PendingVideos result={pending} hrefFor={(n) => href(all.page, n)} />
      <ManageVideos result={all} hrefFor={(n) => href(n, pending.page)} />
    </div>
  );
}

/** The superadmin's Recycle Bin tab: the video bin, listed in place. */
export async function StaffVideoRecycleBin({ actor }: { actor: Actor }) {
  const bin = await listRecycledVideos(actor);
  return (
    <RecycleBinSection id="video-bin-title" title="Videos" total={bin.total} intro="Deleted videos of every uploader, for 30 days.">
      <RecycleBinList videos={bin.videos.map(binItemOf)} showUploader />
    </RecycleBinSection>
  );
}
