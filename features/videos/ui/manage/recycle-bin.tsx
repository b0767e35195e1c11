"use client";

import { RecycleBinButton as BinButton, RecycleBinList as BinList } from "@/components/ui/recycle-bin-list";
import { PreviewButton, type PreviewVideo } from "@/features/videos/ui/video-preview-dialog";
import { purge, restore } from "../api";

export type BinVideo = PreviewVideo & { thumbnailUrl: string | null; deletedAt: string | null };

/** The header button "Recycle Bin (count)" that opens the bin in a dialog. */
export function RecycleBinButton({ videos, showUploader = false }: { videos: BinVideo[]; showUploader?: boolean }) {
  return (
    <BinButton total={videos.length} description="Deleted videos rest here for 30 days, until you restore them or delete them for good.">
      <RecycleBinList videos={videos} showUploader={showUploader} />
    </BinButton>
  );
}

/** The bin's items with Preview, Restore and Delete (permanently, after confirming). */
export function RecycleBinList({ videos, showUploader = false }: { videos: BinVideo[]; showUploader?: boolean }) {
  return (
    <BinList
      items={videos.map((video) => ({
        ...video,
        title: video.courseName,
        byline: showUploader && video.uploadedBy ? `By ${video.uploadedBy.name}` : null,
      }))}
      label="Deleted videos"
      empty="No videos in the recycle bin."
      preview={(video) => <PreviewButton video={video} className="btn-secondary px-3" deleted />}
      restore={restore}
      purge={purge}
      texts={{
        restored: "Video restored successfully!",
        purged: "Video permanently deleted!",
        restoreFailed: "Failed to restore the video.",
        purgeFailed: "Failed to delete the video.",
      }}
      purgeWarning="and its files"
    />
  );
}
