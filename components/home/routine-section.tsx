import { SiteLink } from "@/components/site/site-link";
import { Brain, Sparkles, Wind } from "lucide-react";
import { homeRoutine } from "@/content/home";

const icons: Record<string, typeof Brain> = {
  "mental-exercises": Brain,
  "breathing-techniques": Wind,
  "positive-affirmations": Sparkles,
};

/** The 30-minute daily routine: mental exercises, breathing techniques, positive affirmations. */
export function RoutineSection() {
  return (
    <section aria-labelledby="routine" className="bg-linear-to-b from-sand-100 to-canvas">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-center">
          <div>
            <p className="font-display text-6xl font-semibold text-brand-600">
              {homeRoutine.minutes} <span className="text-3xl">minutes</span>
            </p>
            <h2 id="routine" className="mt-2 text-3xl font-semibold text-brand-800 sm:text-4xl">
              {homeRoutine.title}
            </h2>
            <p className="mt-4 text-lg text-muted">{homeRoutine.text}</p>
            <SiteLink href={homeRoutine.link.href} className="btn-primary mt-6 min-h-12 px-6">
              {homeRoutine.link.label}
            </SiteLink>
          </div>
          <ol className="space-y-4">
            {homeRoutine.ingredients.map(({ id, title, text }) => {
              const Icon = icons[id] ?? Sparkles;
              return (
                <li key={id} className="flex gap-4 rounded-2xl bg-surface/80 p-5 shadow-sm ring-1 ring-line">
                  <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <div>
                    <h3 className="text-xl font-semibold">{title}</h3>
                    <p className="mt-1 text-muted">{text}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </section>
  );
}
