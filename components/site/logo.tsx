import { site } from "@/lib/site";
import { SiteLink } from "./site-link";

/** The foundation's mark: a calm circle with three leaves rising from it (our own drawing). */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden focusable="false">
      <circle cx="20" cy="20" r="19" fill="#eef6f2" stroke="#2f6f5e" strokeWidth="2" />
      <path d="M20 29c-1.6-4.4-1.6-9.6 0-15 1.6 5.4 1.6 10.6 0 15Z" fill="#2f6f5e" />
      <path d="M19 29c-4.2-1-7.3-4.3-8.4-9.4 4.6 1.2 7.5 4.4 8.4 9.4Z" fill="#3f9a5b" />
      <path d="M21 29c4.2-1 7.3-4.3 8.4-9.4-4.6 1.2-7.5 4.4-8.4 9.4Z" fill="#3f9a5b" />
      <circle cx="20" cy="10.5" r="2.2" fill="#e0b52c" />
    </svg>
  );
}

/** The logo linking to the home page. */
export function Logo() {
  return (
    <SiteLink href="/" className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg font-display text-lg font-semibold text-brand-800">
      <LogoMark />
      <span className="leading-tight">{site.name}</span>
    </SiteLink>
  );
}
