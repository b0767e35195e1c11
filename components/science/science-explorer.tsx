"use client";

import { useRef, useState } from "react";
import { Check } from "lucide-react";
import { breathingSafety, breathingTechniques, patternLabel, techniquesForChakra } from "@/content/breathing";
import { chakras, getChakra, type ChakraId } from "@/content/chakras";
import { ChakraDetails, chakraStyle } from "./chakra-details";
import { TechniqueDetails } from "./technique-details";
import { useReducedMotion } from "./use-reduced-motion";

/** Scrolls `el` into view when it starts below the fold (on phones the details sit under the list). */
function reveal(el: HTMLElement | null, reduced: boolean) {
  if (!el) return;
  const top = el.getBoundingClientRect().top;
  if (top > window.innerHeight * 0.75 || top < 0) el.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
}

/**
 * The science page's chakras and breathing techniques, chosen by click or keyboard (buttons with
 * aria-pressed). Choosing a chakra shows its details and filters the techniques to those
 * associated with it; "Show all techniques" lifts the filter. All state lives in the browser, so
 * the page itself stays static.
 */
export function ScienceExplorer() {
  const [chakraId, setChakraId] = useState<ChakraId | null>(null);
  const [filtered, setFiltered] = useState(false);
  const [techniqueId, setTechniqueId] = useState<string>(breathingTechniques[0]?.id ?? "");
  const reduced = useReducedMotion();
  const chakraRef = useRef<HTMLDivElement>(null);
  const techniqueRef = useRef<HTMLDivElement>(null);

  const chakra = chakraId ? getChakra(chakraId) : undefined;
  const filterChakra = filtered ? chakra : undefined;
  const shown = filterChakra ? techniquesForChakra(filterChakra.id) : [...breathingTechniques];
  const technique = shown.find((t) => t.id === techniqueId) ?? shown[0];

  const chooseChakra = (id: ChakraId) => {
    setChakraId(id);
    setFiltered(true);
    reveal(chakraRef.current, reduced);
  };
  const chooseTechnique = (id: string) => {
    setTechniqueId(id);
    reveal(techniqueRef.current, reduced);
  };

  return (
    <>
      <section aria-labelledby="chakras-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="chakras-heading" className="text-3xl font-semibold text-brand-800 sm:text-4xl">
          The seven chakras
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-muted">
          From the crown of the head to the base of the spine, in the colours of our home page. Choose a chakra to read about it and
          to see the breathing techniques that go with it.
        </p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[17rem_1fr] lg:items-start">
          <div className="relative lg:sticky lg:top-24">
            <span
              aria-hidden
              className="absolute bottom-7 left-[2.125rem] top-7 w-0.5 -translate-x-1/2 rounded-full bg-linear-to-b from-chakra-crown via-chakra-heart to-chakra-root opacity-60"
            />
            <div role="group" aria-label="Choose a chakra">
            <ul className="relative flex flex-col gap-2">
              {chakras.map((c) => {
                const pressed = c.id === chakraId;
                return (
                  <li key={c.id}>
                    <button
                      type="button"
                      aria-pressed={pressed}
                      onClick={() => chooseChakra(c.id)}
                      style={chakraStyle(c.colour.hex)}
                      className={`flex min-h-14 w-full cursor-pointer items-center gap-4 rounded-2xl border-2 py-1.5 pl-2 pr-3 text-left transition-colors motion-reduce:transition-none ${
                        pressed
                          ? "border-(--chakra) bg-[color-mix(in_oklab,var(--chakra)_14%,white)]"
                          : "border-transparent hover:bg-surface hover:shadow-sm"
                      }`}
                    >
                      <span aria-hidden className="grid size-12 shrink-0 place-items-center rounded-full bg-(--chakra) shadow-sm ring-4 ring-white">
                        {pressed ? <Check className={`size-6 ${c.id === "solar-plexus" || c.id === "sacral" ? "text-ink" : "text-white"}`} /> : null}
                      </span>
                      <span className="min-w-0">
                        <span className="block text-lg font-semibold text-ink">{c.name}</span>
                        <span lang="sa-Latn" className="block text-muted">
                          {c.sanskritName}
                        </span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            </div>
          </div>
          <div ref={chakraRef} className="scroll-mt-24">
            {chakra ? (
              <ChakraDetails chakra={chakra} />
            ) : (
              <div className="grid min-h-64 place-items-center rounded-3xl border-2 border-dashed border-line bg-surface/60 p-8 text-center">
                <div className="max-w-md">
                  <p className="font-display text-2xl font-semibold text-brand-800">Choose a chakra</p>
                  <p className="mt-2 text-lg text-muted">
                    Its Sanskrit name, meaning, location, colour, element and mantra appear here, with balancing tips and practices.
                  </p>
                </div>
              </div>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="techniques-heading" className="border-t border-line bg-linear-to-b from-sand-100 to-canvas">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <h2 id="techniques-heading" className="text-3xl font-semibold text-brand-800 sm:text-4xl">
            Nine breathing techniques
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-muted">{breathingSafety}</p>

          <div className="mt-6 flex flex-col gap-3 rounded-2xl bg-surface p-4 ring-1 ring-line sm:flex-row sm:items-center">
            <p role="status" className="flex-1 text-lg">
              {filterChakra ? (
                <>
                  Showing <strong>{shown.length}</strong> of {breathingTechniques.length} techniques for the{" "}
                  <strong>{filterChakra.name}</strong> chakra.
                </>
              ) : (
                <>Showing all {breathingTechniques.length} techniques.</>
              )}
            </p>
            {filterChakra ? (
              <button type="button" onClick={() => setFiltered(false)} className="btn-secondary min-h-12 px-5">
                Show all techniques
              </button>
            ) : chakra ? (
              <button type="button" onClick={() => setFiltered(true)} className="btn-secondary min-h-12 px-5">
                Only the {chakra.name} chakra&apos;s techniques
              </button>
            ) : null}
          </div>

          <div className="mt-8 grid gap-8 lg:grid-cols-[20rem_1fr] lg:items-start">
            <div role="group" aria-label="Choose a breathing technique" className="lg:sticky lg:top-24">
            <ul className="flex flex-col gap-2">
              {shown.map((t) => {
                const pressed = t.id === technique?.id;
                return (
                  <li key={t.id}>
                    <button
                      type="button"
                      aria-pressed={pressed}
                      onClick={() => chooseTechnique(t.id)}
                      className={`w-full cursor-pointer rounded-2xl border-2 px-4 py-3 text-left transition-colors motion-reduce:transition-none ${
                        pressed ? "border-brand-600 bg-brand-50" : "border-line bg-surface hover:border-brand-600/50"
                      }`}
                    >
                      <span className="block text-lg font-semibold text-ink">{t.name}</span>
                      <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-muted">
                        <span>{patternLabel(t.pattern)}</span>
                        <span aria-hidden>·</span>
                        <span>{t.difficulty}</span>
                        <span aria-hidden className="ml-auto flex gap-1">
                          {t.associatedChakras.map((id) => (
                            <span key={id} style={chakraStyle(getChakra(id)?.colour.hex ?? "#999")} className="size-3 rounded-full bg-(--chakra)" />
                          ))}
                        </span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            </div>
            <div ref={techniqueRef} className="scroll-mt-24">
              {technique ? <TechniqueDetails technique={technique} /> : null}
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
