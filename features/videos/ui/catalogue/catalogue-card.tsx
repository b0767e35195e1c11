import { Clock, UserRound } from "lucide-react";
import { VideoCard } from "@/components/ui/video-card";
import { humanDuration } from "@/lib/format";
import type { CatalogueVideo } from "./types";
import { VIDEO_DETAILS, videoDetailsData } from "./video-details";

/**
 * One card of the catalogue. The card is a link to the video's own page (so it works without
 * JavaScript and opens in a new tab on a modified click); a plain click opens the page's one
 * details dialog (./video-details.tsx), filled from the card: its title, description and
 * thumbnail, and the rest from its data attributes.
 */
export function CatalogueCard({ video, eager = false }: { video: CatalogueVideo; eager?: boolean }) {
  return (
    <li className="flex">
      <VideoCard
        as="link"
        href={`/videos/${video.id}`}
        opensDialog={VIDEO_DETAILS}
        data={videoDetailsData(video)}
        title={video.title}
        thumbnailUrl={video.thumbnailUrl}
        eager={eager}
      >
        <p data-details-description="" className="line-clamp-2 text-muted">
          {video.description}
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-muted">
          {video.instructorName ? (
            <span className="inline-flex items-center gap-1">
              <UserRound aria-hidden className="size-4" />
              {video.instructorName}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-4" />
            {humanDuration(video.durationSeconds)}
          </span>
        </p>
      </VideoCard>
    </li>
  );
}
