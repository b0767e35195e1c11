import { SiteLink } from "@/components/site/site-link";
import { Building2, Check, HeartHandshake, Home, School } from "lucide-react";
import type { Program } from "@/content/programs";
import { Disclosure } from "./disclosure";

const icons: Record<Program["id"], typeof School> = {
  "school-mornings": School,
  "workplace-mental-fitness": Building2,
  "home-practice": Home,
  "community-wellness": HeartHandshake,
};

/**
 * One program: always its summary and "Request this program" (`/programs/request/{id}`, which
 * sends a school to its New Request with the program chosen); benefits, details and
 * implementation steps behind a disclosure button.
 */
export function ProgramCard({ program }: { program: Program }) {
  const Icon = icons[program.id];
  const headingId = `program-${program.id}`;
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-3xl border border-line bg-surface shadow-sm">
      <div className="p-6 sm:p-8">
        <div className="flex items-start gap-4">
          <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700">
            <Icon aria-hidden className="size-7" />
          </span>
          <div>
            <h3 id={headingId} className="text-2xl font-semibold text-brand-800">
              {program.title}
            </h3>
            <p className="mt-1 font-medium text-muted">{program.audience}</p>
          </div>
        </div>
        <p className="mt-4 text-lg text-ink">{program.summary}</p>
        <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
          <SiteLink href={`/programs/request/${program.id}`} aria-label={`Request this program: ${program.title}`} className="btn-primary">
            Request this program
          </SiteLink>
          <span className="text-muted">For schools: opens a request on your School Dashboard.</span>
        </div>
      </div>
      <Disclosure
        id={`${headingId}-more`}
        summary={
          <span className="flex-1">
            Benefits, details and steps<span className="sr-only"> for {program.title}</span>
          </span>
        }
        buttonClassName="w-full border-t border-line bg-brand-50/60 px-6 py-4 text-lg font-semibold text-brand-800 hover:bg-brand-50 sm:px-8"
        panelClassName="border-t border-line bg-canvas px-6 py-8 sm:px-8"
      >
        <div className="space-y-8">
          <div className="space-y-4 text-lg">
            <h4 className="text-xl font-semibold text-brand-800">About this program</h4>
            {program.details.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
          <div className="grid gap-8 lg:grid-cols-2">
            <div>
              <h4 className="text-xl font-semibold text-brand-800">Benefits</h4>
              <ul className="mt-4 space-y-3">
                {program.benefits.map((b) => (
                  <li key={b} className="flex gap-3">
                    <Check aria-hidden className="mt-1 size-5 shrink-0 text-brand-600" />
                    <span>{b}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h4 className="text-xl font-semibold text-brand-800">How we put it in place</h4>
              <ol className="mt-4 space-y-3">
                {program.implementationSteps.map((step, i) => (
                  <li key={step} className="flex gap-3">
                    <span
                      aria-hidden
                      className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-semibold text-white"
                    >
                      {i + 1}
                    </span>
                    <span>{step}</span>
                  </li>
                ))}
              </ol>
            </div>
          </div>
          <p>
            <SiteLink href="/contact" className="link text-lg">
              Talk to us about {program.title.toLowerCase()}
            </SiteLink>
          </p>
        </div>
      </Disclosure>
    </article>
  );
}
