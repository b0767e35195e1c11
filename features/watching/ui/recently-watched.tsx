import { CheckCircle2 } from "lucide-react";
import type { Actor } from "@/lib/session/actor-type";
import { LocalDate } from "@/components/ui/local-date";
import { listMyWatchedVideos } from "@/features/watching/server/history";
import { EmptyState } from "./empty-state";
import { positionPercent } from "./format";
import { RefreshButton } from "./refresh-button";
import { toWatchable } from "./to-watchable";
import { ProgressBar, WatchCard } from "./watch-card";

/** Recently Watched: the student's own history, newest first, with how far they got. */
export async function RecentlyWatched({ actor }: { actor: Actor }) {
  const entries = await listMyWatchedVideos(actor);
  return (
    <section aria-labelledby="recent-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="recent-title" className="text-2xl font-semibold">
            Recently Watched
          </h2>
          <p className="mt-1 text-muted">The guided videos you have opened, most recent first.</p>
        </div>
        <RefreshButton />
      </div>
      {entries.length === 0 ? (
        <EmptyState title="No videos watched yet" text="When you watch a guided video it appears here with how far you got." />
      ) : (
        <ul className="space-y-3">
          {entries.map((e) => {
            const percent = positionPercent(e.progress, e.videoLength, e.completed);
            return (
              <li key={e.id}>
                <WatchCard video={toWatchable(e.videoId)} compact>
                  <ProgressBar percent={percent} label={`Progress in ${e.videoId.title}`} />
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                    <span>
                      Last watched <LocalDate iso={e.lastWatchedAt} />
                    </span>
                    {e.completed ? (
                      <span className="inline-flex items-center gap-1 font-semibold text-brand-800">
                        <CheckCircle2 aria-hidden className="size-4" />
                        Completed
                      </span>
                    ) : null}
                  </span>
                </WatchCard>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
