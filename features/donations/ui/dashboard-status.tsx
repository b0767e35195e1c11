import { FlaskConical } from "lucide-react";
import type { DonationPlanStatus, DonationStatus } from "@/lib/db/schema";
import { StatusBadge } from "@/components/ui/status-badge";
import { TEST_GIFT_LABEL } from "../schema";
import { donationLook, planLook } from "./dashboard-format";

/** A gift's status in words, with the dashboards' colour and icon (StatusBadge). */
export function DonationStatusBadge({ status }: { status: DonationStatus }) {
  return <StatusBadge {...donationLook(status)} />;
}

/** A gift's status, with "Test — no money taken" beneath it for a test gift. */
export function GiftStatus({ status, isTest }: { status: DonationStatus; isTest: boolean }) {
  if (!isTest) return <DonationStatusBadge status={status} />;
  return (
    <span className="flex flex-col items-start gap-1.5">
      <DonationStatusBadge status={status} />
      <TestGiftBadge />
    </span>
  );
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

/** A test gift's (or plan's) mark in a dashboard row, beside its status. */
export function TestGiftBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border border-dashed border-warn-700/60 bg-warn-50 px-2.5 py-0.5 text-sm font-semibold text-warn-700">
      <FlaskConical aria-hidden className="size-4 shrink-0" />
      {TEST_GIFT_LABEL}
    </span>
  );
}
