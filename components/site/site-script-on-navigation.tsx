"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";
import { enhanceSite } from "./site-script";

/**
 * The App Router's public pages navigate without reloading: the inline site script ran once, on
 * the first page, so run it again when the page changes (it marks the current link and rereads
 * the session; its listeners are installed once). It skips a header it has already synced for
 * this path, so the first page load does not read the session twice. Being an effect, it runs
 * once React has hydrated the page, when the page's address may replace the build's guess in the
 * head (`afterHydration`).
 */
export function SiteScriptOnNavigation() {
  const pathname = usePathname();
  useEffect(() => {
    enhanceSite(true);
  }, [pathname]);
  return null;
}
