import { LocalDate } from "@/components/ui/local-date";
import { StatusBadge } from "@/components/ui/status-badge";
import type { ApiPhoto } from "@/features/gallery/server/photos";

/**
 * What the school confirmed about the consent for the children a photo shows, for the staff
 * reviewing it: confirmed (by whom, when), or "Consent not confirmed" when the photo came without
 * the confirmation (an API client's upload).
 */
export function ConsentNote({ consent, reviewed = false }: { consent: ApiPhoto["consent"]; reviewed?: boolean }) {
  // Red while it waits for a decision; grey once reviewed, so the decisions stay what stands out.
  if (!consent?.confirmed || !consent.confirmedAt) return <StatusBadge label="Consent not confirmed" tone={reviewed ? "off" : "bad"} />;
  return (
    <>
      <StatusBadge label="Consent confirmed" tone="good" />
      <span className="mt-1 block text-sm text-muted">
        {consent.confirmedBy?.name ? <>by {consent.confirmedBy.name}, </> : null}
        <LocalDate iso={consent.confirmedAt} className="whitespace-nowrap" />
      </span>
    </>
  );
}
