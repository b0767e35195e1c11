import type { DonationPlanStatus, DonationStatus } from "@/lib/db/schema";
import { StatusBadge } from "@/components/ui/status-badge";
import { donationLook, planLook } from "./dashboard-format";

/** A gift's status in words, with the dashboards' colour and icon (StatusBadge). */
export function DonationStatusBadge({ status }: { status: DonationStatus }) {
  return <StatusBadge {...donationLook(status)} />;
}

/** A monthly plan's status, likewise. */
export function PlanStatusBadge({ status }: { status: DonationPlanStatus }) {
  return <StatusBadge {...planLook(status)} />;
}

/** The small "Anonymous" marker beside a donor's name, where only the donor or staff see the name. */
export function AnonymousMarker({ who }: { who: "donor" | "staff" }) {
  return (
    <span className="ml-2 inline-flex items-center whitespace-nowrap rounded-full bg-sand-100 px-2 py-0.5 text-sm font-medium text-muted ring-1 ring-line">
      Anonymous
      <span className="sr-only">{who === "donor" ? " (others see this gift as Anonymous)" : " (the donor asked not to be named)"}</span>
    </span>
  );
}
