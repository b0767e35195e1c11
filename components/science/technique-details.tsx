import { Info } from "lucide-react";
import type { BreathingTechnique } from "@/content/breathing";
import { getChakra } from "@/content/chakras";
import { BreathingGuide } from "./breathing-guide";
import { chakraStyle } from "./chakra-details";

/** Every field of one breathing technique, and its guided breathing animation. */
export function TechniqueDetails({ technique }: { technique: BreathingTechnique }) {
  const { pattern } = technique;
  return (
    <article
      aria-labelledby="technique-title"
      data-testid="technique-details"
      className="rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8"
    >
      <h3 id="technique-title" className="text-3xl font-semibold text-brand-800">
        {technique.name}
      </h3>
      <p className="mt-1 text-lg font-medium text-muted">Also known as: {technique.alternateName}</p>
      <p className="mt-4 text-lg">{technique.description}</p>

      <dl className="mt-6 grid grid-cols-2 gap-3 text-lg sm:grid-cols-4">
        <div className="rounded-2xl bg-canvas p-4 ring-1 ring-line">
          <dt className="font-semibold text-muted">Duration</dt>
          <dd>{technique.duration}</dd>
        </div>
        <div className="rounded-2xl bg-canvas p-4 ring-1 ring-line">
          <dt className="font-semibold text-muted">Difficulty</dt>
          <dd>{technique.difficulty}</dd>
        </div>
        <div className="col-span-2 rounded-2xl bg-canvas p-4 ring-1 ring-line">
          <dt className="font-semibold text-muted">Pattern (seconds)</dt>
          <dd>
            In {pattern.inhale} · Hold {pattern.holdIn} · Out {pattern.exhale} · Hold {pattern.holdOut}
          </dd>
        </div>
      </dl>

      <div className="mt-6">
        <h4 className="text-lg font-semibold text-brand-800">Associated chakras</h4>
        <ul className="mt-2 flex flex-wrap gap-2">
          {technique.associatedChakras.map((id) => {
            const chakra = getChakra(id);
            if (!chakra) return null;
            return (
              <li
                key={id}
                style={chakraStyle(chakra.colour.hex)}
                className="inline-flex items-center gap-2 rounded-full bg-[color-mix(in_oklab,var(--chakra)_14%,white)] px-3 py-1 text-lg ring-1 ring-line"
              >
                <span aria-hidden className="size-3.5 rounded-full bg-(--chakra)" />
                {chakra.name}
              </li>
            );
          })}
        </ul>
      </div>

      <div className="mt-8 grid gap-8 text-lg lg:grid-cols-2">
        <div>
          <h4 className="text-lg font-semibold text-brand-800">Benefits</h4>
          <ul className="mt-2 list-disc space-y-2 pl-6 marker:text-brand-600">
            {technique.benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-lg font-semibold text-brand-800">Steps</h4>
          <ol className="mt-2 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700">
            {technique.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </div>
      </div>

      {technique.safetyNote ? (
        <p className="mt-6 flex gap-3 rounded-2xl bg-warn-50 p-4 text-lg text-ink ring-1 ring-warn-700/20">
          <Info aria-hidden className="mt-1 size-5 shrink-0 text-warn-700" />
          <span>
            <strong className="font-semibold">Take care: </strong>
            {technique.safetyNote}
          </span>
        </p>
      ) : null}

      <div className="mt-8">
        <BreathingGuide key={technique.id} pattern={pattern} name={technique.name} />
      </div>
    </article>
  );
}
