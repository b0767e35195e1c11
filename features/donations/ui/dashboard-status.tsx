import { Ban, CircleCheck, CircleX, Clock } from "lucide-react";
import type { DonationPlanStatus, DonationStatus } from "@/lib/db/schema";
import { donationLook, planLook, type Look, type Tone } from "./dashboard-format";

const TONES: Record<Tone, { className: string; Icon: typeof CircleCheck }> = {
  good: { className: "bg-brand-50 text-brand-800 ring-brand-600/30", Icon: CircleCheck },
  wait: { className: "bg-warn-50 text-warn-700 ring-warn-700/30", Icon: Clock },
  bad: { className: "bg-danger-50 text-danger-600 ring-danger-600/30", Icon: CircleX },
  off: { className: "bg-sand-100 text-muted ring-line", Icon: Ban },
};

/** A status in words, with a colour and an icon that only repeat it (never colour alone). */
function Badge({ look }: { look: Look }) {
  const { className, Icon } = TONES[look.tone];
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-base font-semibold ring-1 ${className}`}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      {look.label}
    </span>
  );
}

export function DonationStatusBadge({ status }: { status: DonationStatus }) {
  return <Badge look={donationLook(status)} />;
}

export function PlanStatusBadge({ status }: { status: DonationPlanStatus }) {
  return <Badge look={planLook(status)} />;
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
