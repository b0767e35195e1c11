import type { LucideIcon } from "lucide-react";

/**
 * A card of settings on a dashboard: an icon, a heading with a line of what it is for, an optional
 * action beside the heading, and what it holds. Its section is labelled by its heading.
 */
export function SettingsCard({
  id,
  icon: Icon,
  title,
  description,
  action,
  className = "mx-auto mt-10 max-w-3xl",
  children,
}: {
  /** The heading's id (the section's label). */
  id: string;
  icon: LucideIcon;
  title: string;
  description: React.ReactNode;
  action?: React.ReactNode;
  /** Where the card sits: under the Profile card by default. */
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`card sm:p-8 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <Icon className="size-6" />
          </span>
          <div className="min-w-0">
            <h2 id={id} className="text-2xl font-semibold">
              {title}
            </h2>
            <p className="text-muted">{description}</p>
          </div>
        </div>
        {action}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
