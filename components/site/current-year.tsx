import { InlineScript } from "../../lib/static-site/inline-script";

/** Puts this year into every `[data-current-year]` (sent as an inline script: self-contained). */
export function showCurrentYear(): void {
  for (const el of document.querySelectorAll("[data-current-year]")) el.textContent = String(new Date().getFullYear());
}

/**
 * The current year. Static pages are rendered at build time, so a small script right after it
 * corrects the year rendered then to today's.
 */
export function CurrentYear() {
  return (
    <>
      <span data-current-year suppressHydrationWarning>
        {new Date().getFullYear()}
      </span>
      <InlineScript run={showCurrentYear} />
    </>
  );
}
