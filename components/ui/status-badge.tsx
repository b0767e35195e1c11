import { Ban, CircleCheck, CircleX, Clock } from "lucide-react";

/**
 * How a state looks across the dashboards: `good` green (approved, paid), `wait` amber (pending),
 * `bad` red (rejected, failed), `off` grey (ended by the person).
 */
export type StatusTone = "good" | "wait" | "bad" | "off";

const TONES: Record<StatusTone, { className: string; Icon: typeof CircleCheck }> = {
  good: { className: "bg-brand-50 text-brand-800 ring-brand-600/30", Icon: CircleCheck },
  wait: { className: "bg-warn-50 text-warn-700 ring-warn-700/30", Icon: Clock },
  bad: { className: "bg-danger-50 text-danger-600 ring-danger-600/30", Icon: CircleX },
  off: { className: "bg-sand-100 text-muted ring-line", Icon: Ban },
};

/** A status in words, with a colour and an icon that only repeat it (never colour alone). */
export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  const { className, Icon } = TONES[tone];
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-base font-semibold ring-1 ${className}`}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      {label}
    </span>
  );
}

/** How many wait for a decision, beside a section's heading: the number, read out as "{n} pending". */
export function PendingCount({ count }: { count: number }) {
  return (
    <span className="inline-flex min-w-8 items-center justify-center rounded-full bg-warn-50 px-2 font-sans text-base font-semibold text-warn-700 ring-1 ring-warn-700/30">
      {count}
      <span className="sr-only">&nbsp;pending</span>
    </span>
  );
}
