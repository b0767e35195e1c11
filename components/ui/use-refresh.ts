"use client";

import { useCallback, useEffect, useRef, useTransition } from "react";
import { useRouter } from "next/navigation";

/**
 * `router.refresh()` that can be awaited: the promise settles once the refreshed server
 * render is on screen (or the component has left it, e.g. the deleted row), so a success
 * message never comes before the list it talks about.
 */
export function useRefresh() {
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const waiting = useRef<(() => void)[]>([]);

  useEffect(() => {
    if (refreshing) return;
    for (const resolve of waiting.current.splice(0)) resolve();
  }, [refreshing]);

  useEffect(() => {
    const pending = waiting.current;
    return () => {
      for (const resolve of pending.splice(0)) resolve();
    };
  }, []);

  const refresh = useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        startTransition(() => router.refresh());
      }),
    [router],
  );

  return { refresh, refreshing };
}
