"use client";

import { useEffect, useReducer, useRef } from "react";
import { Pause, Play, SkipForward, Square } from "lucide-react";
import { practiceSessions, practiceTotalMinutes } from "@/content/practice";

const sessions = practiceSessions;
const msOf = (index: number) => (sessions[index]?.minutes ?? 0) * 60_000;

type State =
  | { status: "idle" }
  | { status: "running"; index: number; endsAt: number; now: number }
  | { status: "paused"; index: number; remainingMs: number }
  | { status: "done" };

type Action =
  | { type: "start"; now: number }
  | { type: "tick"; now: number }
  | { type: "pause"; now: number }
  | { type: "resume"; now: number }
  | { type: "skip"; now: number }
  | { type: "stop" };

/** Moves on to the session `index` (or finishes), starting it at `now`. */
function begin(index: number, now: number): State {
  return index >= sessions.length ? { status: "done" } : { status: "running", index, endsAt: now + msOf(index), now };
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "start":
      return begin(0, action.now);
    case "stop":
      return { status: "idle" };
    case "tick": {
      if (state.status !== "running") return state;
      let { index, endsAt } = state;
      // Time is measured against the clock, so a throttled background tab catches up correctly.
      while (action.now >= endsAt) {
        index += 1;
        if (index >= sessions.length) return { status: "done" };
        endsAt += msOf(index);
      }
      const shownBefore = Math.ceil((state.endsAt - state.now) / 1000);
      const shownAfter = Math.ceil((endsAt - action.now) / 1000);
      if (index === state.index && shownBefore === shownAfter) return state;
      return { status: "running", index, endsAt, now: action.now };
    }
    case "pause":
      return state.status === "running" ? { status: "paused", index: state.index, remainingMs: state.endsAt - action.now } : state;
    case "resume":
      return state.status === "paused"
        ? { status: "running", index: state.index, endsAt: action.now + state.remainingMs, now: action.now }
        : state;
    case "skip":
      return state.status === "running" || state.status === "paused" ? begin(state.index + 1, action.now) : state;
  }
}

function clock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

/**
 * "Start today's practice": walks through the six sessions with the time left in each, Pause or
 * Resume, Skip and Stop. A polite live region announces each new session (not every second).
 */
export function PracticeTimer() {
  const [state, dispatch] = useReducer(reducer, { status: "idle" } as State);
  const startRef = useRef<HTMLButtonElement>(null);
  const pauseRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<"start" | "pause" | null>(null);

  const running = state.status === "running";
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => dispatch({ type: "tick", now: Date.now() }), 250);
    return () => window.clearInterval(id);
  }, [running]);

  // Buttons come and go with the state: keep keyboard focus on the control that replaced the one pressed.
  useEffect(() => {
    const target = focusNext.current === "start" ? startRef.current : focusNext.current === "pause" ? pauseRef.current : null;
    focusNext.current = null;
    target?.focus();
  }, [state.status]);

  const active = state.status === "running" || state.status === "paused" ? state : null;
  const session = active ? sessions[active.index] : undefined;
  const remainingMs = state.status === "running" ? state.endsAt - state.now : state.status === "paused" ? state.remainingMs : 0;
  const laterMs = active ? sessions.slice(active.index + 1).reduce((sum, s) => sum + s.minutes * 60_000, 0) : 0;
  const next = active ? sessions[active.index + 1] : undefined;
  const sessionProgress = session ? 1 - remainingMs / (session.minutes * 60_000) : 0;

  const announcement =
    active && session
      ? `Session ${active.index + 1} of ${sessions.length}: ${session.title}, ${session.minutes} minutes.`
      : state.status === "done"
        ? "Today's practice is complete. Well done."
        : "";

  const start = () => {
    focusNext.current = "pause";
    dispatch({ type: "start", now: Date.now() });
  };

  return (
    <section aria-labelledby="practice-timer" className="rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-10">
      <h2 id="practice-timer" className="text-3xl font-semibold text-brand-800">
        Practise with the timer
      </h2>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {state.status === "idle" || state.status === "done" ? (
        <div className="mt-4">
          {state.status === "done" ? (
            <p className="text-xl font-semibold text-brand-800">Today&apos;s practice is complete. Well done!</p>
          ) : null}
          <p className="mt-2 text-lg text-muted">
            The timer walks you through the six sessions, {practiceTotalMinutes} minutes in all. You can pause, skip a session or stop
            at any time.
          </p>
          <button ref={startRef} type="button" onClick={start} className="btn-primary mt-6 min-h-14 px-8 text-lg">
            <Play aria-hidden className="size-5" />
            {state.status === "done" ? "Start again" : "Start today's practice"}
          </button>
        </div>
      ) : active && session ? (
        <div className="mt-6" data-testid="practice-timer">
          <p className="font-semibold uppercase tracking-wide text-brand-700">
            Session {active.index + 1} of {sessions.length}
            {state.status === "paused" ? " · Paused" : ""}
          </p>
          <p className="mt-1 font-display text-3xl font-semibold text-ink sm:text-4xl">{session.title}</p>
          <p className="mt-4 font-display text-6xl font-semibold tabular-nums text-brand-700 sm:text-7xl">
            <span className="sr-only">Time remaining in this session: </span>
            {clock(remainingMs)}
          </p>
          <div
            role="progressbar"
            aria-label={`Progress through ${session.title}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(sessionProgress * 100)}
            className="mt-4 h-3 w-full overflow-hidden rounded-full bg-brand-50 ring-1 ring-line"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${sessionProgress * 100}%` }} />
          </div>
          <p className="mt-4 text-lg text-ink">{session.summary}</p>
          <p className="mt-3 text-muted">
            {next ? `Up next: ${next.title} (${next.minutes} min). ` : "This is the last session. "}
            {clock(remainingMs + laterMs)} left in today&apos;s practice.
          </p>
          <div className="mt-6 grid grid-cols-2 gap-3 sm:flex">
            <button
              ref={pauseRef}
              type="button"
              onClick={() => dispatch({ type: state.status === "running" ? "pause" : "resume", now: Date.now() })}
              className="btn-primary col-span-2 min-h-12 px-6"
            >
              {state.status === "running" ? <Pause aria-hidden className="size-5" /> : <Play aria-hidden className="size-5" />}
              {state.status === "running" ? "Pause" : "Resume"}
            </button>
            <button
              type="button"
              onClick={() => {
                if (active.index + 1 >= sessions.length) focusNext.current = "start";
                dispatch({ type: "skip", now: Date.now() });
              }}
              className="btn-secondary min-h-12 px-6"
            >
              <SkipForward aria-hidden className="size-5" />
              Skip
            </button>
            <button
              type="button"
              onClick={() => {
                focusNext.current = "start";
                dispatch({ type: "stop" });
              }}
              className="btn-secondary min-h-12 px-6"
            >
              <Square aria-hidden className="size-5" />
              Stop
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
