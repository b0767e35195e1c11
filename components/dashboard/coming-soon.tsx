import { SiteLink } from "@/components/site/site-link";
import { Sprout } from "lucide-react";

/**
 * An honest placeholder for a tab whose feature is not built yet: it says what will be here,
 * and never shows sample rows.
 */
export function ComingSoon({
  title,
  intro,
  items,
  link,
}: {
  title: string;
  intro: string;
  items?: string[];
  link?: { href: string; label: string };
}) {
  return (
    <section aria-labelledby="coming-soon-title" className="card mx-auto max-w-3xl bg-gradient-to-br from-surface to-brand-50/60 sm:p-8">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <Sprout className="size-6" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Coming soon</p>
          <h2 id="coming-soon-title" className="mt-1 text-2xl font-semibold">
            {title}
          </h2>
          <p className="mt-3 text-muted">{intro}</p>
          {items && items.length > 0 ? (
            <>
              <p className="mt-5 font-medium">What you will find here:</p>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-muted marker:text-brand-600">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </>
          ) : null}
          {link ? (
            <p className="mt-6">
              <SiteLink href={link.href} className="btn-secondary">
                {link.label}
              </SiteLink>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
