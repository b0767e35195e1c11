import { Play, Square } from "lucide-react";
import type { BreathPattern } from "@/content/breathing";

type PhaseKind = "inhale" | "holdIn" | "exhale" | "holdOut";

/** The circle's size at rest (stopped, breathed out) as a share of its ring; the script reads it from `data-rest`. */
const REST_SCALE = 0.6;

const cue: Record<PhaseKind, string> = { inhale: "Breathe in", holdIn: "Hold", exhale: "Breathe out", holdOut: "Hold" };
const shortCue: Record<PhaseKind, string> = { inhale: "In", holdIn: "Hold", exhale: "Out", holdOut: "Hold" };

/** The pattern's phases in order, leaving out holds of 0 seconds, each with the cue the guide shows. */
function phasesOf(p: BreathPattern) {
  return (["inhale", "holdIn", "exhale", "holdOut"] as const)
    .map((kind) => ({ kind, seconds: p[kind], cue: cue[kind] }))
    .filter((ph) => ph.seconds > 0);
}

/**
 * A guided breathing animation that follows a pattern in seconds: the circle grows while
 * breathing in, stays while holding, shrinks while breathing out. The cue ("Breathe in", "Hold",
 * "Breathe out") and a countdown are shown as text; with prefers-reduced-motion the circle is
 * left out and only the text cues remain. Both forms are in the markup (CSS shows the right one
 * before the script runs); `science-script` keeps one and runs it, with the cues of `data-phases`
 * and, when stopped, the label's first text.
 */
export function BreathingGuide({ pattern, name }: { pattern: BreathPattern; name: string }) {
  const phases = phasesOf(pattern);
  // The words sit inside the circle at its smallest (REST_SCALE of the ring: 144 px on a phone,
  // 173 px from `sm`): at most 8 rem (10 rem from `sm`) wide, two lines for "Ready when you are",
  // and the countdown only while it counts (an empty one takes no room).
  const text = (
    <>
      <p
        data-guide-part="label"
        aria-live="polite"
        className="mx-auto max-w-32 font-display text-xl leading-tight font-semibold text-balance text-brand-800 sm:max-w-40 sm:text-2xl"
      >
        Ready when you are
      </p>
      <p
        data-guide-part="count"
        aria-hidden
        className="mt-1 h-10 font-display text-4xl leading-10 font-semibold tabular-nums text-ink empty:hidden sm:h-12 sm:text-5xl sm:leading-12"
      />
    </>
  );

  return (
    <div
      data-guide
      data-phases={JSON.stringify(phases)}
      data-rest={REST_SCALE}
      className="rounded-3xl bg-linear-to-b from-brand-50 to-sand-100 p-5 ring-1 ring-line sm:p-8"
    >
      <h4 className="text-xl font-semibold text-brand-800">Guided breathing</h4>
      <p className="mt-1 text-muted">
        Each round: {phases.map((p) => `${p.cue.toLowerCase()} for ${p.seconds} seconds`).join(", then ")}.{" "}
        <span className="motion-reduce:hidden">Follow the circle as it grows and shrinks.</span>
        <span className="motion-safe:hidden">The cues below count each phase down.</span>
      </p>

      <div className="mt-6 flex flex-col items-center">
        <div
          data-variant="cues"
          data-testid="breathing-cues"
          className="grid min-h-40 w-full max-w-sm place-items-center rounded-2xl border-2 border-brand-600/40 bg-surface px-6 py-8 text-center motion-safe:hidden"
        >
          <div>{text}</div>
        </div>
        <div data-variant="motion" className="relative grid size-60 place-items-center motion-reduce:hidden sm:size-72">
          <span aria-hidden className="absolute inset-0 rounded-full border-2 border-dashed border-brand-600/30" />
          <span
            aria-hidden
            data-guide-part="circle"
            data-testid="breathing-circle"
            data-phase="idle"
            className="absolute inset-0 rounded-full bg-radial from-brand-100 via-brand-100 to-chakra-heart/45 shadow-inner ease-in-out motion-reduce:transition-none"
            style={{ transform: `scale(${REST_SCALE})`, transitionProperty: "transform", transitionDuration: "0.6s" }}
          />
          <div className="relative text-center">{text}</div>
        </div>

        <ol aria-label="The pattern" className="mt-6 flex flex-wrap justify-center gap-2">
          {phases.map((p) => (
            <li
              key={p.kind}
              data-guide-step
              className="rounded-full bg-surface px-3 py-1 font-medium text-ink ring-1 ring-line aria-[current=step]:bg-brand-700 aria-[current=step]:text-white aria-[current=step]:ring-brand-700"
            >
              {shortCue[p.kind]} {p.seconds}s
            </li>
          ))}
        </ol>
        <p data-guide-part="round" hidden className="mt-3 text-muted" />

        <div className="mt-6 flex gap-3">
          <button type="button" data-guide-part="start" className="btn-primary min-h-12 px-6">
            <Play aria-hidden className="size-5" />
            Start<span className="sr-only"> {name}</span>
          </button>
          <button type="button" data-guide-part="stop" disabled className="btn-secondary min-h-12 px-6">
            <Square aria-hidden className="size-5" />
            Stop<span className="sr-only"> {name}</span>
          </button>
        </div>
      </div>
    </div>
  );
}
