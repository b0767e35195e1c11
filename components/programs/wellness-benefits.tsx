import { Brain, HeartHandshake, Moon, Smile, Sun, Wind } from "lucide-react";
import { wellnessBenefits, type WellnessBenefit } from "@/content/programs";

const icons: Record<WellnessBenefit["id"], typeof Brain> = {
  focus: Brain,
  stress: Wind,
  rest: Moon,
  relationships: HeartHandshake,
  emotions: Smile,
  outlook: Sun,
};

/** The Wellness Benefits section of /programs. */
export function WellnessBenefits() {
  return (
    <section aria-labelledby="wellness-benefits" className="bg-linear-to-b from-sand-100 to-canvas">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="wellness-benefits" className="text-3xl font-semibold text-brand-800 sm:text-4xl">
            Wellness Benefits
          </h2>
          <p className="mt-4 text-lg text-muted">
            Whatever the setting, a regular practice builds the same everyday strengths. Small changes, repeated daily, add up.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {wellnessBenefits.map((b) => {
            const Icon = icons[b.id];
            return (
              <li key={b.id} className="card">
                <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-4 text-xl font-semibold">{b.title}</h3>
                <p className="mt-2 text-muted">{b.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
