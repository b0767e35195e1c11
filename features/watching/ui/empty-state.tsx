import { SiteLink } from "@/components/site/site-link";
import { Sprout } from "lucide-react";

/** A calm empty state with one link onwards (never sample rows). */
export function EmptyState({
  title,
  text,
  href = "/videos",
  linkLabel = "Browse guided videos",
}: {
  title: string;
  text: string;
  href?: string;
  linkLabel?: string;
}) {
  return (
    <div className="card flex flex-col items-start gap-4 bg-gradient-to-br from-surface to-brand-50/60 sm:flex-row sm:items-center">
      <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Sprout className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-display text-lg font-semibold text-ink">{title}</p>
        <p className="mt-1 text-muted">{text}</p>
      </div>
      <SiteLink href={href} className="btn-secondary shrink-0">
        {linkLabel}
      </SiteLink>
    </div>
  );
}
