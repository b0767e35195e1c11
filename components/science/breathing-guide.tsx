"use client";

import { useEffect, useReducer, useRef } from "react";
import { Play, Square } from "lucide-react";
import type { BreathPattern } from "@/content/breathing";
import { useReducedMotion } from "./use-reduced-motion";

type PhaseKind = "inhale" | "holdIn" | "exhale" | "holdOut";
type Phase = { kind: PhaseKind; seconds: number };

const cue: Record<PhaseKind, string> = { inhale: "Breathe in", holdIn: "Hold", exhale: "Breathe out", holdOut: "Hold" };
const shortCue: Record<PhaseKind, string> = { inhale: "In", holdIn: "Hold", exhale: "Out", holdOut: "Hold" };

/** The pattern's phases in order, leaving out holds of 0 seconds. */
function phasesOf(p: BreathPattern): Phase[] {
  return (["inhale", "holdIn", "exhale", "holdOut"] as const).map((kind) => ({ kind, seconds: p[kind] })).filter((ph) => ph.seconds > 0);
}

type State = { running: false } | { running: true; phase: number; remaining: number; round: number };
type Action = { type: "start"; phases: Phase[] } | { type: "stop" } | { type: "tick"; phases: Phase[] };

function reducer(state: State, action: Action): State {
  if (action.type === "stop") return { running: false };
  if (action.type === "start") return { running: true, phase: 0, remaining: action.phases[0]?.seconds ?? 1, round: 1 };
  if (!state.running) return state;
  if (state.remaining > 1) return { ...state, remaining: state.remaining - 1 };
  const phase = (state.phase + 1) % action.phases.length;
  return { running: true, phase, remaining: action.phases[phase]?.seconds ?? 1, round: phase === 0 ? state.round + 1 : state.round };
}

const REST = 0.5;

/**
 * A guided breathing animation that follows a pattern in seconds: the circle grows while
 * breathing in, stays while holding, shrinks while breathing out. The cue ("Breathe in", "Hold",
 * "Breathe out") and a countdown are shown as text; with prefers-reduced-motion the circle is
 * left out and only the text cues remain.
 */
export function BreathingGuide({ pattern, name }: { pattern: BreathPattern; name: string }) {
  const phases = phasesOf(pattern);
  const [state, dispatch] = useReducer(reducer, { running: false } as State);
  const reduced = useReducedMotion();
  const startRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!state.running) return;
    const id = window.setInterval(() => dispatch({ type: "tick", phases }), 1000);
    return () => window.clearInterval(id);
    // `phases` is derived from `pattern`; the guide is remounted (keyed) when the technique changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.running]);

  // Start and Stop take turns being enabled: keep focus on the one that can be used next.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (state.running ? stopRef : startRef).current?.focus();
  }, [state.running]);

  const current = state.running ? phases[state.phase] : undefined;
  const remaining = state.running ? state.remaining : 0;
  const kind = current?.kind;
  const scale = kind === "inhale" || kind === "holdIn" ? 1 : REST;
  // Grow and shrink over the whole phase; holds and stopping change nothing or settle quickly.
  const transitionSeconds = kind === "inhale" || kind === "exhale" ? (current?.seconds ?? 1) : 0.6;

  const label = current ? cue[current.kind] : "Ready when you are";

  return (
    <div className="rounded-3xl bg-linear-to-b from-brand-50 to-sand-100 p-5 ring-1 ring-line sm:p-8">
      <h4 className="text-xl font-semibold text-brand-800">Guided breathing</h4>
      <p className="mt-1 text-muted">
        Each round: {phases.map((p) => `${cue[p.kind].toLowerCase()} for ${p.seconds} seconds`).join(", then ")}.{" "}
        {reduced ? "The cues below count each phase down." : "Follow the circle as it grows and shrinks."}
      </p>

      <div className="mt-6 flex flex-col items-center">
        {reduced ? (
          <div
            data-testid="breathing-cues"
            className="grid min-h-40 w-full max-w-sm place-items-center rounded-2xl border-2 border-brand-600/40 bg-surface px-6 py-8 text-center"
          >
            <div>
              <p aria-live="polite" className="font-display text-3xl font-semibold text-brand-800">
                {label}
              </p>
              <p aria-hidden className="mt-2 h-12 font-display text-5xl font-semibold tabular-nums text-ink">
                {state.running ? remaining : ""}
              </p>
            </div>
          </div>
        ) : (
          <div className="relative grid size-60 place-items-center sm:size-72">
            <span aria-hidden className="absolute inset-0 rounded-full border-2 border-dashed border-brand-600/30" />
            <span
              aria-hidden
              data-testid="breathing-circle"
              data-phase={kind ?? "idle"}
              className="absolute inset-0 rounded-full bg-radial from-brand-100 via-brand-100 to-chakra-heart/45 shadow-inner ease-in-out motion-reduce:transition-none"
              style={{ transform: `scale(${scale})`, transitionProperty: "transform", transitionDuration: `${transitionSeconds}s` }}
            />
            <div className="relative text-center">
              <p aria-live="polite" className="px-4 font-display text-2xl font-semibold text-brand-800 sm:text-3xl">
                {label}
              </p>
              <p aria-hidden className="mt-1 h-12 font-display text-5xl font-semibold tabular-nums text-ink">
                {state.running ? remaining : ""}
              </p>
            </div>
          </div>
        )}

        <ol aria-label="The pattern" className="mt-6 flex flex-wrap justify-center gap-2">
          {phases.map((p, i) => (
            <li
              key={p.kind}
              aria-current={state.running && state.phase === i ? "step" : undefined}
              className={`rounded-full px-3 py-1 font-medium ring-1 ${
                state.running && state.phase === i ? "bg-brand-700 text-white ring-brand-700" : "bg-surface text-ink ring-line"
              }`}
            >
              {shortCue[p.kind]} {p.seconds}s
            </li>
          ))}
        </ol>
        {state.running ? (
          <p className="mt-3 text-muted">Round {state.round}</p>
        ) : null}

        <div className="mt-6 flex gap-3">
          <button
            ref={startRef}
            type="button"
            disabled={state.running}
            onClick={() => {
              moveFocus.current = true;
              dispatch({ type: "start", phases });
            }}
            className="btn-primary min-h-12 px-6"
          >
            <Play aria-hidden className="size-5" />
            Start<span className="sr-only"> {name}</span>
          </button>
          <button
            ref={stopRef}
            type="button"
            disabled={!state.running}
            onClick={() => {
              moveFocus.current = true;
              dispatch({ type: "stop" });
            }}
            className="btn-secondary min-h-12 px-6"
          >
            <Square aria-hidden className="size-5" />
            Stop<span className="sr-only"> {name}</span>
          </button>
        </div>
      </div>
    </div>
  );
}
