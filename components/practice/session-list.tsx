import { Clock } from "lucide-react";
import { practiceSessions } from "@/content/practice";
import { Disclosure } from "@/components/programs/disclosure";

/** The six sessions of the daily practice, each with its duration and a Learn more panel. */
export function SessionList() {
  return (
    <ol className="space-y-4">
      {practiceSessions.map((s, i) => (
        <li key={s.id} className="rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8">
          <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
            <span
              aria-hidden
              className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-600 font-display text-lg font-semibold text-white"
            >
              {i + 1}
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="text-2xl font-semibold text-brand-800">
                <span className="sr-only">Session {i + 1}: </span>
                {s.title}
              </h3>
              <p className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-sand-100 px-3 py-0.5 font-medium text-ink">
                <Clock aria-hidden className="size-4" />
                {s.minutes} {s.minutes === 1 ? "minute" : "minutes"}
              </p>
            </div>
          </div>
          <p className="mt-4 text-lg text-ink">{s.summary}</p>
          <Disclosure
            id={`learn-more-${s.id}`}
            summary={
              <span>
                Learn more<span className="sr-only"> about {s.title}</span>
              </span>
            }
            buttonClassName="mt-3 -ml-3 rounded-lg px-3 text-lg font-semibold text-brand-700 hover:bg-brand-50"
            panelClassName="mt-3 space-y-3 border-l-4 border-brand-100 pl-4 text-lg text-ink"
          >
            {s.learnMore.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </Disclosure>
        </li>
      ))}
    </ol>
  );
}
