/**
 * The behaviour of the science page's explorer (ScienceExplorer's markup) and of its guided
 * breathing animation (BreathingGuide's markup).
 *
 * - Chakras and techniques are chosen by click or keyboard (buttons with aria-pressed). The
 *   details of each are in the page as <template>s; the chosen one is copied into view.
 * - Choosing a chakra shows its details and filters the techniques to those associated with it;
 *   "Show all techniques" lifts the filter, and "Only the … chakra's techniques" sets it again.
 * - The guide follows the technique's pattern in seconds: the circle grows while breathing in,
 *   stays while holding and shrinks while breathing out, with the cue and a countdown as text.
 *   With prefers-reduced-motion the circle is left out and only the text cues remain.
 *
 * Sent to the page as an inline script (`InlineScript`): it must stay self-contained.
 */
export function enhanceScience(): void {
  type Phase = { kind: "inhale" | "holdIn" | "exhale" | "holdOut"; seconds: number; cue: string };

  const root = document.querySelector<HTMLElement>("[data-science]");
  if (!root || root.dataset.ready) return;
  root.dataset.ready = "true";
  const all = <T extends Element = HTMLElement>(selector: string) => [...root.querySelectorAll<T>(selector)] as T[];
  const one = <T extends Element = HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
  const motion = window.matchMedia("(prefers-reduced-motion: reduce)");

  let chakraId: string | null = null;
  let filtered = false;
  let techniqueId = all<HTMLButtonElement>("button[data-technique]")[0]?.dataset.technique ?? "";
  /** Stops the guide on screen (it is replaced with the technique). */
  let stopGuide: () => void = () => {};

  /** Scrolls `el` into view when it starts below the fold (on phones the details sit under the list). */
  const reveal = (el: HTMLElement) => {
    const top = el.getBoundingClientRect().top;
    if (top > window.innerHeight * 0.75 || top < 0) el.scrollIntoView({ behavior: motion.matches ? "auto" : "smooth", block: "start" });
  };

  /** Copies the template of `id` into `view`. */
  const show = (view: HTMLElement, kind: string, id: string) => {
    const template = root.querySelector<HTMLTemplateElement>(`template[data-${kind}-template="${id}"]`);
    if (template) view.replaceChildren(template.content.cloneNode(true));
  };

  /** Wires the guided breathing animation inside `view` (one of its two forms, as motion is allowed or not). */
  const startGuide = (view: HTMLElement) => {
    const guide = view.querySelector<HTMLElement>("[data-guide]");
    if (!guide) return;
    guide.querySelector(`[data-variant="${motion.matches ? "motion" : "cues"}"]`)?.remove();
    const phases = JSON.parse(guide.dataset.phases ?? "[]") as Phase[];
    // The circle's size at rest, as the markup drew it (BreathingGuide's REST_SCALE).
    const rest = Number(guide.dataset.rest) || 0.6;
    const part = <T extends Element = HTMLElement>(name: string) => guide.querySelector<T>(`[data-guide-part="${name}"]`);
    const startButton = part<HTMLButtonElement>("start");
    const stopButton = part<HTMLButtonElement>("stop");
    const steps = [...guide.querySelectorAll<HTMLElement>("[data-guide-step]")];
    // What the label says while stopped, as the server rendered it.
    const idle = part("label")?.textContent ?? "";
    let running = false;
    let phase = 0;
    let remaining = 0;
    let round = 1;
    let timer: number | undefined;

    const render = () => {
      const current = running ? phases[phase] : undefined;
      const label = part("label");
      const count = part("count");
      if (label) label.textContent = current ? current.cue : idle;
      if (count) count.textContent = running ? String(remaining) : "";
      const circle = part("circle");
      if (circle) {
        const kind = current?.kind;
        circle.dataset.phase = kind ?? "idle";
        circle.style.transform = `scale(${kind === "inhale" || kind === "holdIn" ? 1 : rest})`;
        // Grow and shrink over the whole phase; holds and stopping change nothing or settle quickly.
        circle.style.transitionDuration = `${kind === "inhale" || kind === "exhale" ? (current?.seconds ?? 1) : 0.6}s`;
      }
      steps.forEach((step, i) => {
        if (running && i === phase) step.setAttribute("aria-current", "step");
        else step.removeAttribute("aria-current");
      });
      const rounds = part("round");
      if (rounds) {
        rounds.hidden = !running;
        rounds.textContent = `Round ${round}`;
      }
      if (startButton) startButton.disabled = running;
      if (stopButton) stopButton.disabled = !running;
    };

    const tick = () => {
      if (remaining > 1) remaining -= 1;
      else {
        phase = (phase + 1) % phases.length;
        remaining = phases[phase]?.seconds ?? 1;
        if (phase === 0) round += 1;
      }
      render();
    };

    const stop = () => {
      window.clearInterval(timer);
      running = false;
      render();
    };
    stopGuide = stop;
    // Start and Stop take turns being enabled: keep focus on the one that can be used next.
    startButton?.addEventListener("click", () => {
      running = true;
      phase = 0;
      remaining = phases[0]?.seconds ?? 1;
      round = 1;
      render();
      window.clearInterval(timer);
      timer = window.setInterval(tick, 1000);
      stopButton?.focus();
    });
    stopButton?.addEventListener("click", () => {
      stop();
      startButton?.focus();
    });
    render();
  };

  /** Shows the chosen technique (or the first one the filter leaves) with a fresh guide. */
  const renderTechniques = (scroll: boolean) => {
    const filter = filtered ? chakraId : null;
    const items = all("li[data-chakras]");
    for (const item of items) item.hidden = filter !== null && !(item.dataset.chakras ?? "").split(" ").includes(filter);
    const shown = items.filter((item) => !item.hidden).map((item) => item.querySelector<HTMLButtonElement>("button[data-technique]")!);
    const chosen = shown.find((b) => b.dataset.technique === techniqueId) ?? shown[0];
    for (const button of all<HTMLButtonElement>("button[data-technique]")) button.setAttribute("aria-pressed", String(button === chosen));

    const status = one("[data-technique-status]");
    const total = items.length;
    const chakraName = all<HTMLButtonElement>("button[data-chakra]").find((b) => b.dataset.chakra === chakraId)?.dataset.name ?? "";
    if (filter) {
      const strong = (text: string) => Object.assign(document.createElement("strong"), { textContent: text });
      status.replaceChildren("Showing ", strong(String(shown.length)), ` of ${total} techniques for the `, strong(chakraName), " chakra.");
    } else {
      status.textContent = `Showing all ${total} techniques.`;
    }
    one("[data-filter=off]").hidden = !filter;
    const on = one("[data-filter=on]");
    on.hidden = filter !== null || chakraId === null;
    one("[data-filter-name]").textContent = chakraName;

    const view = one("[data-technique-view]");
    const id = chosen?.dataset.technique ?? "";
    if (id !== view.dataset.showing) {
      stopGuide();
      show(view, "technique", id);
      view.dataset.showing = id;
      startGuide(view);
    }
    if (scroll) reveal(view);
  };

  root.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const chakra = target?.closest<HTMLButtonElement>("button[data-chakra]");
    if (chakra) {
      chakraId = chakra.dataset.chakra ?? null;
      filtered = true;
      for (const button of all<HTMLButtonElement>("button[data-chakra]")) button.setAttribute("aria-pressed", String(button === chakra));
      const view = one("[data-chakra-view]");
      show(view, "chakra", chakraId ?? "");
      renderTechniques(false);
      reveal(view);
      return;
    }
    const technique = target?.closest<HTMLButtonElement>("button[data-technique]");
    if (technique) {
      techniqueId = technique.dataset.technique ?? "";
      renderTechniques(true);
      return;
    }
    const filter = target?.closest<HTMLButtonElement>("button[data-filter]");
    if (filter) {
      filtered = filter.dataset.filter === "on";
      renderTechniques(false);
      // The pressed button is hidden now: its counterpart takes its place, and focus.
      one(`[data-filter=${filtered ? "off" : "on"}]`).focus();
    }
  });

  // The guide on screen was made for the motion setting of its time: remake it when that changes.
  motion.addEventListener("change", () => {
    const view = one("[data-technique-view]");
    stopGuide();
    show(view, "technique", view.dataset.showing ?? "");
    startGuide(view);
  });

  one("[data-technique-view]").dataset.showing = techniqueId;
  startGuide(one("[data-technique-view]"));
}
