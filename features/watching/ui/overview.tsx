import { SiteLink } from "@/components/site/site-link";
import { BookOpen, CalendarCheck, CheckCircle2, Flame, PlayCircle, Timer } from "lucide-react";
import type { Actor } from "@/lib/session/actor-type";
import { getStudentOverview } from "@/features/watching/server/overview";
import { EmptyState } from "./empty-state";
import { positionPercent } from "./format";
import { toWatchable } from "./to-watchable";
import { ProgressBar, WatchCard } from "./watch-card";

/** The student's Overview: real counts from their own practice, and the videos to continue. */
export async function StudentOverview({ actor }: { actor: Actor }) {
  const o = await getStudentOverview(actor);
  const stats = [
    { label: "Videos started", value: o.videosStarted, icon: PlayCircle, tint: "bg-chakra-throat/15 text-chakra-third-eye" },
    { label: "Videos completed", value: o.videosCompleted, icon: CheckCircle2, tint: "bg-chakra-heart/15 text-brand-800" },
    { label: "Minutes practised", value: o.minutesPractised, icon: Timer, tint: "bg-chakra-crown/15 text-chakra-crown" },
    {
      label: "Current streak",
      value: o.currentStreakDays,
      unit: o.currentStreakDays === 1 ? "day" : "days",
      note: o.longestStreakDays > 0 ? `Longest: ${o.longestStreakDays} ${o.longestStreakDays === 1 ? "day" : "days"}` : undefined,
      icon: Flame,
      tint: "bg-chakra-sacral/15 text-warn-700",
    },
  ];
  return (
    <section aria-labelledby="overview-title" className="space-y-8">
      <div>
        <h2 id="overview-title" className="text-2xl font-semibold">
          Welcome, {actor.name}
        </h2>
        <p className="mt-2 max-w-2xl text-muted">A few quiet minutes every day make a difference. Here is your practice so far.</p>
      </div>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map(({ label, value, unit, note, icon: Icon, tint }) => (
          <div key={label} className="card flex flex-col gap-2 p-4 sm:p-5">
            <span aria-hidden className={`flex size-10 items-center justify-center rounded-full ${tint}`}>
              <Icon className="size-5" />
            </span>
            <dt className="text-sm font-medium text-muted">{label}</dt>
            <dd className="font-display text-3xl font-semibold text-ink" data-testid={`stat-${label.toLowerCase().replace(/\s+/g, "-")}`}>
              {value}
              {unit ? <span className="ml-1 text-base font-medium text-muted">{unit}</span> : null}
            </dd>
            {note ? <dd className="text-sm text-muted">{note}</dd> : null}
          </div>
        ))}
      </dl>
      <section aria-labelledby="continue-title">
        <h3 id="continue-title" className="mb-4 flex items-center gap-2 text-xl font-semibold">
          <CalendarCheck aria-hidden className="size-5 text-brand-700" />
          Continue watching
        </h3>
        {o.continueWatching.length === 0 ? (
          <EmptyState
            title="Nothing to continue yet"
            text="Start a guided video and it will wait for you here, at the moment you stopped."
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {o.continueWatching.map((item) => {
              const percent = positionPercent(item.progress, item.videoLength);
              return (
                <li key={item.video.id}>
                  <WatchCard video={toWatchable(item.video)}>
                    <ProgressBar percent={percent} label={`Progress in ${item.video.title}`} />
                  </WatchCard>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="library-title" className="card flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <span
          aria-hidden
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-chakra-throat/15 text-chakra-third-eye"
        >
          <BookOpen className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id="library-title" className="font-display text-lg font-semibold text-ink">
            The Resource Library
          </h3>
          <p className="mt-1 text-muted">Short guided talks from our team on breathing, focus and rest, to watch whenever you like.</p>
        </div>
        <SiteLink href="/resources" className="btn-secondary shrink-0">
          Browse the library
        </SiteLink>
      </section>
    </section>
  );
}
