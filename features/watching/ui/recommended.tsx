import { cache } from "react";
import { School, Star } from "lucide-react";
import type { Actor } from "@/lib/session/actor-type";
import { getRecommendedVideos } from "@/features/watching/server/overview";
import { EmptyState } from "./empty-state";
import { toWatchable } from "./to-watchable";
import { WatchFlowProvider } from "./watch-flow";
import { positionPercent } from "./format";
import { ProgressBar, WatchCard } from "./watch-card";

/** The student's recommended videos, read once per request (the tab and the player's Up next share it). */
const recommendedFor = cache(getRecommendedVideos);

/** The watch flow of a student's tab, with the recommended videos for the player's Up next. */
export async function StudentWatchFlow({ actor, children }: { actor: Actor; children: React.ReactNode }) {
  const list = await recommendedFor(actor);
  return (
    <WatchFlowProvider recommended={list.map((v) => ({ ...toWatchable(v), completed: v.watched?.completed ?? false }))}>
      {children}
    </WatchFlowProvider>
  );
}

/** Recommended: the foundation's recommended videos first, then those the student's school tagged for its classes. */
export async function Recommended({ actor }: { actor: Actor }) {
  const list = await recommendedFor(actor);
  return (
    <section aria-labelledby="recommended-title" className="space-y-6">
      <div>
        <h2 id="recommended-title" className="text-2xl font-semibold">
          Recommended
        </h2>
        <p className="mt-1 text-muted">Practices our teachers recommend, and the ones your school chose for its classes.</p>
      </div>
      {list.length === 0 ? (
        <EmptyState title="No recommendations yet" text="When the foundation or your school recommends a video, it will appear here." />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((v) => (
            <li key={v.id}>
              <WatchCard video={toWatchable(v)}>
                {v.reason === "recommended" ? (
                  <span className="inline-flex w-fit items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
                    <Star aria-hidden className="size-4" />
                    Recommended by the foundation
                  </span>
                ) : null}
                {v.schoolClasses.length > 0 ? (
                  <span className="inline-flex w-fit items-center gap-1 rounded-full bg-sand-100 px-2.5 py-0.5 text-sm font-semibold text-ink">
                    <School aria-hidden className="size-4" />
                    Chosen by your school for {v.schoolClasses.join(", ")}
                  </span>
                ) : null}
                {v.watched ? (
                  <ProgressBar
                    percent={positionPercent(v.watched.progress, v.watched.videoLength, v.watched.completed)}
                    label={`Progress in ${v.title}`}
                  />
                ) : null}
              </WatchCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
