import { Check } from "lucide-react";
import { InlineScript } from "@/lib/static-site/inline-script";
import { breathingSafety, breathingTechniques, patternLabel } from "@/content/breathing";
import { chakras, getChakra } from "@/content/chakras";
import { ChakraDetails, chakraStyle } from "./chakra-details";
import { enhanceScience } from "./science-script";
import { TechniqueDetails } from "./technique-details";

const firstTechnique = breathingTechniques[0]!;

/**
 * The science page's chakras and breathing techniques, chosen by click or keyboard (buttons with
 * aria-pressed). Choosing a chakra shows its details and filters the techniques to those
 * associated with it; "Show all techniques" lifts the filter. The details of every chakra and
 * technique are in the page as templates; `science-script` shows the chosen ones, so the page
 * itself stays static.
 */
export function ScienceExplorer() {
  return (
    <div data-science>
      <section aria-labelledby="chakras-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="chakras-heading" className="text-3xl font-semibold text-brand-800 sm:text-4xl">
          The seven chakras
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-muted">
          From the crown of the head to the base of the spine, in the colours of our home page. Choose a chakra to read about it and to see
          the breathing techniques that go with it.
        </p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[17rem_1fr] lg:items-start">
          <div className="relative lg:sticky lg:top-24">
            <span
              aria-hidden
              className="absolute bottom-7 left-[2.125rem] top-7 w-0.5 -translate-x-1/2 rounded-full bg-linear-to-b from-chakra-crown via-chakra-heart to-chakra-root opacity-60"
            />
            <div role="group" aria-label="Choose a chakra">
              <ul className="relative flex flex-col gap-2">
                {chakras.map((c) => (
                  <li key={c.id}>
                    <button
                      type="button"
                      aria-pressed="false"
                      data-chakra={c.id}
                      data-name={c.name}
                      style={chakraStyle(c.colour.hex)}
                      className="group flex min-h-14 w-full cursor-pointer items-center gap-4 rounded-2xl border-2 border-transparent py-1.5 pl-2 pr-3 text-left transition-colors hover:bg-surface hover:shadow-sm aria-pressed:border-(--chakra) aria-pressed:bg-[color-mix(in_oklab,var(--chakra)_14%,white)] aria-pressed:shadow-none motion-reduce:transition-none"
                    >
                      <span
                        aria-hidden
                        className="grid size-12 shrink-0 place-items-center rounded-full bg-(--chakra) shadow-sm ring-4 ring-white"
                      >
                        <Check
                          className={`hidden size-6 group-aria-pressed:block ${c.id === "solar-plexus" || c.id === "sacral" ? "text-ink" : "text-white"}`}
                        />
                      </span>
                      <span className="min-w-0">
                        <span className="block text-lg font-semibold text-ink">{c.name}</span>
                        <span lang="sa-Latn" className="block text-muted">
                          {c.sanskritName}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div data-chakra-view className="scroll-mt-24">
            <div className="grid min-h-64 place-items-center rounded-3xl border-2 border-dashed border-line bg-surface/60 p-8 text-center">
              <div className="max-w-md">
                <p className="font-display text-2xl font-semibold text-brand-800">Choose a chakra</p>
                <p className="mt-2 text-lg text-muted">
                  Its Sanskrit name, meaning, location, colour, element and mantra appear here, with balancing tips and practices.
                </p>
              </div>
            </div>
          </div>
          {chakras.map((c) => (
            <template key={c.id} data-chakra-template={c.id}>
              <ChakraDetails chakra={c} />
            </template>
          ))}
        </div>
      </section>

      <section aria-labelledby="techniques-heading" className="border-t border-line bg-linear-to-b from-sand-100 to-canvas">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <h2 id="techniques-heading" className="text-3xl font-semibold text-brand-800 sm:text-4xl">
            Nine breathing techniques
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-muted">{breathingSafety}</p>

          <div className="mt-6 flex flex-col gap-3 rounded-2xl bg-surface p-4 ring-1 ring-line sm:flex-row sm:items-center">
            <p role="status" data-technique-status className="flex-1 text-lg">
              Showing all {breathingTechniques.length} techniques.
            </p>
            <button type="button" data-filter="off" hidden className="btn-secondary min-h-12 px-5">
              Show all techniques
            </button>
            <button type="button" data-filter="on" hidden className="btn-secondary min-h-12 px-5">
              Only the <span data-filter-name /> chakra&apos;s techniques
            </button>
          </div>

          <div className="mt-8 grid gap-8 lg:grid-cols-[20rem_1fr] lg:items-start">
            <div role="group" aria-label="Choose a breathing technique" className="lg:sticky lg:top-24">
              <ul className="flex flex-col gap-2">
                {breathingTechniques.map((t) => (
                  <li key={t.id} data-chakras={t.associatedChakras.join(" ")}>
                    <button
                      type="button"
                      aria-pressed={t.id === firstTechnique.id}
                      data-technique={t.id}
                      className="w-full cursor-pointer rounded-2xl border-2 border-line bg-surface px-4 py-3 text-left transition-colors hover:border-brand-600/50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 motion-reduce:transition-none"
                    >
                      <span className="block text-lg font-semibold text-ink">{t.name}</span>
                      <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-muted">
                        <span>{patternLabel(t.pattern)}</span>
                        <span aria-hidden>·</span>
                        <span>{t.difficulty}</span>
                        <span aria-hidden className="ml-auto flex gap-1">
                          {t.associatedChakras.map((id) => (
                            <span
                              key={id}
                              style={chakraStyle(getChakra(id)?.colour.hex ?? "#999")}
                              className="size-3 rounded-full bg-(--chakra)"
                            />
                          ))}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
            <div data-technique-view className="scroll-mt-24">
              <TechniqueDetails technique={firstTechnique} />
            </div>
            {breathingTechniques.map((t) => (
              <template key={t.id} data-technique-template={t.id}>
                <TechniqueDetails technique={t} />
              </template>
            ))}
          </div>
        </div>
      </section>
      <InlineScript run={enhanceScience} />
    </div>
  );
}
