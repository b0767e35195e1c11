"use client";

import { useSyncExternalStore } from "react";

const noChange = () => () => {};

/**
 * Whether the page's JavaScript has taken over (false in the server's HTML and while it hydrates).
 * Controls that only work through JavaScript stay disabled until then: a click that comes first
 * would otherwise do nothing, or send a form the browser's own way.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
