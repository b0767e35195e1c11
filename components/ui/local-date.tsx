"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * A date in the viewer's own locale. The server does not know that locale, so the server
 * render (and the first client render, to hydrate cleanly) shows the ISO date; the browser
 * then shows `toLocaleDateString()`.
 */
export function LocalDate({ iso, className }: { iso: string; className?: string }) {
  const text = useSyncExternalStore(
    subscribe,
    () => new Date(iso).toLocaleDateString(),
    () => iso.slice(0, 10),
  );
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
