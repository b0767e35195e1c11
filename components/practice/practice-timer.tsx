import { Pause, Play, SkipForward, Square } from "lucide-react";
import { InlineScript } from "@/lib/static-site/inline-script";
import { practiceSessions, practiceTotalMinutes } from "@/content/practice";
import { enhancePracticeTimer } from "./practice-timer-script";

const sessions = practiceSessions.map(({ title, minutes, summary }) => ({ title, minutes, summary }));

/**
 * "Start today's practice": the markup of both states (ready, and a session under way); the
 * script switches them and writes every text of the session under way.
 */
export function PracticeTimer() {
  return (
    <section
      aria-labelledby="practice-timer"
      data-practice-timer
      data-sessions={JSON.stringify(sessions)}
      className="rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-10"
    >
      <h2 id="practice-timer" className="text-3xl font-semibold text-brand-800">
        Practise with the timer
      </h2>
      <p data-part="announce" aria-live="polite" className="sr-only" />

      <div data-part="idle" className="mt-4">
        <p data-part="done" hidden className="text-xl font-semibold text-brand-800">
          Today&apos;s practice is complete. Well done!
        </p>
        <p className="mt-2 text-lg text-muted">
          The timer walks you through the six sessions, {practiceTotalMinutes} minutes in all. You can pause, skip a session or stop at any
          time.
        </p>
        <button type="button" data-part="start" className="btn-primary mt-6 min-h-14 px-8 text-lg">
          <Play aria-hidden className="size-5" />
          <span data-part="start-label">Start today&apos;s practice</span>
        </button>
      </div>

      <div data-part="active" hidden className="mt-6" data-testid="practice-timer">
        <p data-part="step" className="font-semibold uppercase tracking-wide text-brand-700" />
        <p data-part="title" className="mt-1 font-display text-3xl font-semibold text-ink sm:text-4xl" />
        <p data-part="clock" className="mt-4 font-display text-6xl font-semibold tabular-nums text-brand-700 sm:text-7xl">
          <span className="sr-only">Time remaining in this session: </span>
          {/* The script rewrites this text node. */}
          0:00
        </p>
        <div
          data-part="progress"
          role="progressbar"
          aria-label="Progress through this session"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={0}
          className="mt-4 h-3 w-full overflow-hidden rounded-full bg-brand-50 ring-1 ring-line"
        >
          <div data-part="progress-fill" className="h-full w-0 rounded-full bg-brand-600" />
        </div>
        <p data-part="summary" className="mt-4 text-lg text-ink" />
        <p data-part="up-next" className="mt-3 text-muted" />
        <div className="mt-6 grid grid-cols-2 gap-3 sm:flex">
          <button type="button" data-part="pause" className="btn-primary col-span-2 min-h-12 px-6">
            <Pause data-part="pause-icon" aria-hidden className="size-5" />
            <Play data-part="resume-icon" aria-hidden className="hidden size-5" />
            <span data-part="pause-label">Pause</span>
          </button>
          <button type="button" data-part="skip" className="btn-secondary min-h-12 px-6">
            <SkipForward aria-hidden className="size-5" />
            Skip
          </button>
          <button type="button" data-part="stop" className="btn-secondary min-h-12 px-6">
            <Square aria-hidden className="size-5" />
            Stop
          </button>
        </div>
      </div>
      <InlineScript run={enhancePracticeTimer} />
    </section>
  );
}
