import { Brain, Flower2, Wind } from "lucide-react";
import { scienceBasics } from "@/content/breathing";

const icons = { breath: Wind, attention: Brain, map: Flower2 } as const;

/** Three short, careful paragraphs on why breathing and attention practice help. */
export function ScienceBasics() {
  return (
    <section aria-labelledby="basics" className="mx-auto max-w-6xl px-4 pt-12 sm:px-6 sm:pt-16">
      <h2 id="basics" className="sr-only">
        Why breathing and attention help
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {scienceBasics.map((b) => {
          const Icon = icons[b.id];
          return (
            <li key={b.id} className="card">
              <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-semibold">{b.title}</h3>
              <p className="mt-2 text-muted">{b.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
