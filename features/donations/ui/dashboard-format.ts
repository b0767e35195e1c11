import type { DonationPlanStatus, DonationStatus } from "@/lib/db/schema";
import type { StatusTone } from "@/components/ui/status-badge";
import type { TrackingFilter } from "../schema";

/**
 * What the donation screens of the dashboards (My Donations, a profile's donations, Donation
 * Tracking) say about a gift or a plan, and the addresses they link to. Pure: tested beside.
 */

/** How a state looks (StatusBadge's tones): green when the money arrived, amber while it may still, red otherwise; grey for a plan the donor ended. */
export type Look = { label: string; tone: StatusTone };

const DONATION_LOOKS: Record<DonationStatus, Look> = {
  completed: { label: "Completed", tone: "good" },
  pending: { label: "Pending", tone: "wait" },
  failed: { label: "Failed", tone: "bad" },
  refunded: { label: "Refunded", tone: "bad" },
  expired: { label: "Expired", tone: "bad" },
};

/** A gift's status as the spec shows it: completed green, pending, any other red (and named). */
export function donationLook(status: DonationStatus): Look {
  return DONATION_LOOKS[status];
}

const PLAN_LOOKS: Record<DonationPlanStatus, Look> = {
  active: { label: "Active", tone: "good" },
  pending: { label: "Starting", tone: "wait" },
  past_due: { label: "Payment overdue", tone: "bad" },
  canceled: { label: "Cancelled", tone: "off" },
};

export function planLook(status: DonationPlanStatus): Look {
  return PLAN_LOOKS[status];
}

/** Whether a plan may still be cancelled (the service's own rule: pending, active or past due). */
export function planCancellable(status: DonationPlanStatus): boolean {
  return status !== "canceled";
}

/** The spec's Type column: One-time or Recurring. */
export function typeLabel(donationType: "one-time" | "recurring"): string {
  return donationType === "recurring" ? "Recurring" : "One-time";
}

/** "1 payment so far" / "3 payments so far" / "No payment yet". */
export function paymentsSoFar(count: number): string {
  if (count <= 0) return "No payment yet";
  return `${count} payment${count === 1 ? "" : "s"} so far`;
}

/**
 * The calendar years (UTC, as the statement counts them) in which the donor's gifts were paid,
 * newest first: the years a yearly statement can be asked for.
 */
export function statementYears(gifts: readonly { status: DonationStatus; completedAt: string | null }[]): number[] {
  const years = new Set<number>();
  for (const g of gifts) {
    if (g.status !== "completed" || !g.completedAt) continue;
    const year = new Date(g.completedAt).getUTCFullYear();
    if (Number.isFinite(year)) years.add(year);
  }
  return [...years].sort((a, b) => b - a);
}

export const RECEIPT_PATH = "/api/v1/userDonation/receipt";
export const STATEMENT_PATH = "/api/v1/userDonation/statement";
export const EXPORT_PATH = "/api/v1/userDonation/export";

export const receiptHref = (donationId: string) => `${RECEIPT_PATH}/${encodeURIComponent(donationId)}`;
export const statementHref = (year: number) => `${STATEMENT_PATH}/${year}`;

/** The filters that narrow the rows (test gifts are a choice of their own: `includeTest`). */
const NARROWING = ["from", "to", "type", "status"] as const;

/** The tracking filters as URL parameters, in a fixed order, leaving out those not set (and `includeTest` unless true). */
export function filterParams(filter: TrackingFilter): [string, string][] {
  const pairs: [string, string][] = [];
  for (const key of NARROWING) {
    const value = filter[key];
    if (value) pairs.push([key, value]);
  }
  if (filter.includeTest) pairs.push(["includeTest", "true"]);
  return pairs;
}

/** The CSV export of exactly the rows the filters select. */
export function exportHref(filter: TrackingFilter): string {
  const query = new URLSearchParams(filterParams(filter)).toString();
  return query ? `${EXPORT_PATH}?${query}` : EXPORT_PATH;
}

/** A page of the tracking tab with the same filters (`page` left out for the first). */
export function trackingHref(basePath: string, filter: TrackingFilter, page = 1): string {
  const params = new URLSearchParams([["tab", "donation-tracking"], ...filterParams(filter)]);
  if (page > 1) params.set("page", String(page));
  return `${basePath}?${params.toString()}`;
}

/** Whether any filter narrows the rows (the table then says it is filtered). */
export function isFiltered(filter: TrackingFilter): boolean {
  return NARROWING.some((key) => Boolean(filter[key]));
}

/** The number of pages of `total` rows, at least one. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}
