"use client";

import { useState } from "react";
import { Clock, UserRound } from "lucide-react";
import { Dialog } from "@/components/ui/dialog";
import { SiteLink } from "@/components/site/site-link";
import { humanDuration } from "@/lib/format";
import { Thumbnail } from "@/components/ui/thumbnail";
import { VideoCard } from "@/components/ui/video-card";
import { PlayButton } from "./play-button";
import type { CatalogueVideo } from "./types";

/**
 * One card of the catalogue. The card is a link to the video's own page (so it works without
 * JavaScript and opens in a new tab on a modified click); a plain click opens the detail dialog.
 */
export function CatalogueCard({ video, eager = false }: { video: CatalogueVideo; eager?: boolean }) {
  const [open, setOpen] = useState(false);
  const duration = humanDuration(video.durationSeconds);
  return (
    <li className="flex">
      <VideoCard
        as="link"
        href={`/videos/${video.id}`}
        onOpen={() => setOpen(true)}
        title={video.title}
        thumbnailUrl={video.thumbnailUrl}
        eager={eager}
      >
        <p className="line-clamp-2 text-muted">{video.description}</p>
        <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-muted">
          {video.instructorName ? (
            <span className="inline-flex items-center gap-1">
              <UserRound aria-hidden className="size-4" />
              {video.instructorName}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-4" />
            {duration}
          </span>
        </p>
      </VideoCard>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={video.title}
        wide
        footer={
          <>
            <SiteLink href={`/videos/${video.id}`} className="btn-secondary min-h-12 px-5">
              Video page
            </SiteLink>
            <PlayButton videoId={video.id} title={video.title} />
          </>
        }
      >
        <Thumbnail url={video.thumbnailUrl} eager className="w-full rounded-xl" />
        <div className="mt-4 space-y-4">
          <p>{video.description}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-semibold">Instructor</dt>
            <dd>{video.instructorName ?? "Mindful Minds Foundation"}</dd>
            <dt className="font-semibold">Duration</dt>
            <dd>{duration}</dd>
            <dt className="font-semibold">Content</dt>
            <dd className="whitespace-pre-line">{video.courseContent}</dd>
            {video.tags.length > 0 ? (
              <>
                <dt className="font-semibold">Topics</dt>
                <dd>
                  <ul className="flex flex-wrap gap-2" aria-label="Topics">
                    {video.tags.map((tag) => (
                      <li key={tag} className="rounded-full bg-brand-50 px-3 py-0.5 text-brand-800">
                        {tag}
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
          </dl>
        </div>
      </Dialog>
    </li>
  );
}
