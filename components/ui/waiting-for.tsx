import { formatWaited } from "@/lib/format";

/**
 * "waiting 3 days": how long an item of a staff queue has waited since `since` (an ISO time), on
 * its card. Drawn at render on the server and again on the client, whose clock may have moved on
 * (so a differing text is not a hydration error).
 */
export function WaitingFor({ since, className = "text-sm text-muted" }: { since: string; className?: string }) {
  return (
    <span className={className} suppressHydrationWarning>
      waiting {formatWaited(since)}
    </span>
  );
}
