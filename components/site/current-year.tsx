"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => {};

/**
 * The current year. Static pages are rendered at build time, so the browser corrects the
 * year rendered then (server snapshot) to today's.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    noop,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
