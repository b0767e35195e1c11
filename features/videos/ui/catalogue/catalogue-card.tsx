import { Clock, Play, UserRound } from "lucide-react";
import { PlainDialog } from "@/components/ui/plain-dialog";
import { Thumbnail } from "@/components/ui/thumbnail";
import { VideoCard } from "@/components/ui/video-card";
import { humanDuration } from "@/lib/format";
import { playHref, signInToPlayHref } from "./play-links";
import type { CatalogueVideo } from "./types";

/**
 * One card of the catalogue and its detail dialog. The card is a link to the video's own page
 * (so it works without JavaScript and opens in a new tab on a modified click); a plain click
 * opens the dialog (components/ui/plain-dialog.tsx). Play in the dialog is a link either way: a
 * guest's to /login, back to the video's page with the player open once signed in; a signed-in
 * viewer's straight there (the site script shows the one that fits the session, so the page's
 * HTML is the same for everyone).
 */
export function CatalogueCard({ video, eager = false }: { video: CatalogueVideo; eager?: boolean }) {
  const duration = humanDuration(video.durationSeconds);
  const page = `/videos/${video.id}`;
  const dialog = `video-${video.id}`;
  return (
    <li className="flex">
      <VideoCard as="link" href={page} opensDialog={dialog} title={video.title} thumbnailUrl={video.thumbnailUrl} eager={eager}>
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
      <PlainDialog
        id={dialog}
        title={video.title}
        wide
        footer={
          <>
            <a href={page} className="btn-secondary min-h-12 px-5">
              Video page
            </a>
            <span data-account="" className="contents">
              <a data-guest="" href={signInToPlayHref(page)} className="btn-primary min-h-12 px-6">
                <Play aria-hidden className="size-5" />
                Play
                <span className="sr-only">: sign in to watch</span>
              </a>
              <a data-user="" hidden href={playHref(page)} className="btn-primary min-h-12 px-6">
                <Play aria-hidden className="size-5" />
                Play
              </a>
            </span>
          </>
        }
      >
        <Thumbnail url={video.thumbnailUrl} className="w-full rounded-xl" />
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
                  <ul className="flex flex-wrap gap-2">
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
      </PlainDialog>
    </li>
  );
}
