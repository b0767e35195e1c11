/**
 * The behaviour of "Start today's practice" (PracticeTimer's markup): walks through the six
 * sessions with the time left in each, Pause or Resume, Skip and Stop. A polite live region
 * announces each new session (not every second). Time is measured against the clock, so a
 * throttled background tab catches up correctly.
 *
 * Sent to the page as an inline script (`InlineScript`): it must stay self-contained.
 */
export function enhancePracticeTimer(): void {
  type Session = { title: string; minutes: number; summary: string };
  type State =
    | { status: "idle" | "done" }
    | { status: "running"; index: number; endsAt: number }
    | { status: "paused"; index: number; remainingMs: number };

  const root = document.querySelector<HTMLElement>("[data-practice-timer]");
  if (!root || root.dataset.ready) return;
  root.dataset.ready = "true";
  const sessions = JSON.parse(root.dataset.sessions ?? "[]") as Session[];
  const part = <T extends HTMLElement = HTMLElement>(name: string) => root.querySelector<T>(`[data-part="${name}"]`)!;
  const msOf = (index: number) => (sessions[index]?.minutes ?? 0) * 60_000;
  const clock = (ms: number) => {
    const total = Math.max(0, Math.ceil(ms / 1000));
    return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
  };

  let state: State = { status: "idle" };
  let timer: number | undefined;
  let announced = "";

  /** Session `index` (or the end), starting at `now`. */
  const begin = (index: number, now: number): State =>
    index >= sessions.length ? { status: "done" } : { status: "running", index, endsAt: now + msOf(index) };

  const remaining = (now: number) => (state.status === "running" ? state.endsAt - now : state.status === "paused" ? state.remainingMs : 0);

  const render = () => {
    const now = Date.now();
    const active = state.status === "running" || state.status === "paused" ? state : null;
    part("idle").hidden = active !== null;
    part("active").hidden = active === null;
    part("done").hidden = state.status !== "done";
    part("start-label").textContent = state.status === "done" ? "Start again" : "Start today's practice";

    const session = active ? sessions[active.index] : undefined;
    const announcement =
      active && session
        ? `Session ${active.index + 1} of ${sessions.length}: ${session.title}, ${session.minutes} minutes.`
        : state.status === "done"
          ? "Today's practice is complete. Well done."
          : "";
    if (announcement !== announced) part("announce").textContent = announced = announcement;
    if (!active || !session) return;

    const left = remaining(now);
    const later = sessions.slice(active.index + 1).reduce((sum, s) => sum + s.minutes * 60_000, 0);
    const next = sessions[active.index + 1];
    const progress = Math.round((1 - left / (session.minutes * 60_000)) * 100);
    part("step").textContent = `Session ${active.index + 1} of ${sessions.length}${active.status === "paused" ? " · Paused" : ""}`;
    part("title").textContent = session.title;
    const time = part("clock").lastChild;
    if (time) time.textContent = clock(left);
    const bar = part("progress");
    bar.setAttribute("aria-label", `Progress through ${session.title}`);
    bar.setAttribute("aria-valuenow", String(progress));
    part("progress-fill").style.width = `${progress}%`;
    part("summary").textContent = session.summary;
    part("up-next").textContent =
      `${next ? `Up next: ${next.title} (${next.minutes} min). ` : "This is the last session. "}${clock(left + later)} left in today's practice.`;
    const paused = active.status === "paused";
    part("pause-label").textContent = paused ? "Resume" : "Pause";
    // The icons are SVG elements, which have no `hidden` property.
    part("pause-icon").classList.toggle("hidden", paused);
    part("resume-icon").classList.toggle("hidden", !paused);
  };

  const tick = () => {
    if (state.status !== "running") return;
    const now = Date.now();
    let { index, endsAt } = state;
    while (now >= endsAt) {
      index += 1;
      if (index >= sessions.length) {
        set({ status: "done" }, "start");
        return;
      }
      endsAt += msOf(index);
    }
    state = { status: "running", index, endsAt };
    render();
  };

  /** Moves to `next` and, since buttons come and go with the state, puts focus on the control that replaced the one pressed. */
  const set = (next: State, focus?: "start" | "pause") => {
    state = next;
    window.clearInterval(timer);
    timer = state.status === "running" ? window.setInterval(tick, 250) : undefined;
    render();
    if (focus) part(focus).focus();
  };

  root.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button[data-part]") : null;
    const now = Date.now();
    switch (button?.dataset.part) {
      case "start":
        set(begin(0, now), "pause");
        break;
      case "pause":
        if (state.status === "running") set({ status: "paused", index: state.index, remainingMs: state.endsAt - now });
        else if (state.status === "paused") set({ status: "running", index: state.index, endsAt: now + state.remainingMs });
        break;
      case "skip":
        if (state.status === "running" || state.status === "paused") {
          const last = state.index + 1 >= sessions.length;
          set(begin(state.index + 1, now), last ? "start" : undefined);
        }
        break;
      case "stop":
        set({ status: "idle" }, "start");
        break;
    }
  });
}
