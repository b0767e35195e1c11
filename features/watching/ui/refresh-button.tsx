"use client";

import { RefreshCw } from "lucide-react";
import { useRefresh } from "@/components/ui/use-refresh";

/** Re-renders the tab on the server with fresh data. */
export function RefreshButton({ label = "Refresh" }: { label?: string }) {
  const { refresh, refreshing } = useRefresh();
  return (
    <button type="button" className="btn-secondary" onClick={() => void refresh()} disabled={refreshing} aria-busy={refreshing}>
      <RefreshCw aria-hidden className={`size-5 ${refreshing ? "animate-spin motion-reduce:animate-none" : ""}`} />
      {refreshing ? "Refreshing…" : label}
    </button>
  );
}
