import type { CSSProperties } from "react";
import type { Chakra } from "@/content/chakras";

export const chakraStyle = (hex: string) => ({ "--chakra": hex }) as CSSProperties;

function ListBlock({ title, items, ordered = false }: { title: string; items: string[]; ordered?: boolean }) {
  const List = ordered ? "ol" : "ul";
  return (
    <div>
      <h4 className="text-lg font-semibold text-brand-800">{title}</h4>
      <List className="mt-2 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <span aria-hidden className="mt-2.5 size-2 shrink-0 rounded-full bg-(--chakra)" />
            <span>{item}</span>
          </li>
        ))}
      </List>
    </div>
  );
}

function Chips({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h4 className="text-lg font-semibold text-brand-800">{title}</h4>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className="rounded-full bg-surface px-3 py-1 ring-1 ring-line">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every field of one chakra. Text stays dark on light tints, whatever the chakra's colour. */
export function ChakraDetails({ chakra }: { chakra: Chakra }) {
  return (
    <article
      aria-labelledby="chakra-title"
      data-testid="chakra-details"
      style={chakraStyle(chakra.colour.hex)}
      className="overflow-hidden rounded-3xl border border-line bg-surface shadow-sm"
    >
      <header className="flex items-center gap-5 bg-[color-mix(in_oklab,var(--chakra)_14%,white)] p-6 sm:p-8">
        <span aria-hidden className="size-16 shrink-0 rounded-full bg-(--chakra) shadow-md ring-4 ring-white sm:size-20" />
        <div>
          <h3 id="chakra-title" className="text-3xl font-semibold text-ink">
            {chakra.name} Chakra
          </h3>
          <p className="mt-1 text-lg text-ink">
            <span lang="sa-Latn" className="font-semibold">
              {chakra.sanskritName}
            </span>
            : &ldquo;{chakra.meaning}&rdquo;
          </p>
        </div>
      </header>
      <div className="space-y-6 p-6 text-lg sm:p-8">
        <p>{chakra.description}</p>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4">
          <div className="rounded-2xl bg-canvas p-4 ring-1 ring-line">
            <dt className="font-semibold text-muted">Sanskrit name</dt>
            <dd lang="sa-Latn">{chakra.sanskritName}</dd>
          </div>
          <div className="rounded-2xl bg-canvas p-4 ring-1 ring-line">
            <dt className="font-semibold text-muted">Meaning</dt>
            <dd>{chakra.meaning}</dd>
          </div>
          <div className="rounded-2xl bg-canvas p-4 ring-1 ring-line">
            <dt className="font-semibold text-muted">Element</dt>
            <dd>{chakra.element}</dd>
          </div>
          <div className="rounded-2xl bg-canvas p-4 ring-1 ring-line">
            <dt className="font-semibold text-muted">Mantra (seed sound)</dt>
            <dd>{chakra.mantra}</dd>
          </div>
          <div className="col-span-2 rounded-2xl bg-canvas p-4 ring-1 ring-line sm:col-span-1">
            <dt className="font-semibold text-muted">Colour</dt>
            <dd className="flex items-center gap-2">
              <span aria-hidden className="size-5 rounded-full bg-(--chakra) ring-1 ring-black/10" />
              {chakra.colour.name} <span className="text-muted">({chakra.colour.hex})</span>
            </dd>
          </div>
          <div className="col-span-2 rounded-2xl bg-canvas p-4 ring-1 ring-line sm:col-span-1">
            <dt className="font-semibold text-muted">Location</dt>
            <dd>{chakra.location}</dd>
          </div>
        </dl>
        <Chips title="Body parts" items={chakra.bodyParts} />
        <ListBlock title="Balancing tips" items={chakra.balancingTips} />
        <div className="grid gap-6 sm:grid-cols-2">
          <Chips title="Balanced emotions" items={chakra.balancedEmotions} />
          <Chips title="Imbalanced emotions" items={chakra.imbalancedEmotions} />
        </div>
        <ListBlock title="Practices" items={chakra.practices} />
      </div>
    </article>
  );
}
