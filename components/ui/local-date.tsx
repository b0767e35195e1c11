"use client";

import { useSyncExternalStore } from "react";
import { formatDate } from "@/lib/format";

const subscribe = () => () => {};

/**
 * A date as the site writes it ("25 Nov 2026", lib/format/index.ts), on the viewer's own calendar.
 * The server does not know the viewer's time zone, so the server render (and the first client
 * render, to hydrate cleanly) shows the day in UTC; the browser then shows it in its own zone.
 */
export function LocalDate({ iso, className }: { iso: string; className?: string }) {
  const text = useSyncExternalStore(
    subscribe,
    () => formatDate(iso),
    () => formatDate(iso, "UTC"),
  );
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
