import type { TabBadge } from "@/components/dashboard/tabs";
import type { StatusTone } from "@/components/ui/status-badge";
import type { ProgramRequestStatus } from "@/lib/db/schema";

/**
 * What the program screens say about a request. Pure: tested beside (status.test.ts).
 */

const LOOKS: Record<ProgramRequestStatus, { label: string; tone: StatusTone }> = {
  pending: { label: "Pending", tone: "wait" },
  approved: { label: "Approved", tone: "good" },
  rejected: { label: "Rejected", tone: "bad" },
};

/** A request's status as the school's table shows it: Pending amber, Approved green, Rejected red. */
export function programStatusLook(status: ProgramRequestStatus): { label: string; tone: StatusTone } {
  return LOOKS[status];
}

/** The school's name as the staff's cards show it: "Not specified" when the account has none. */
export function schoolNameShown(name: string): string {
  return name.trim() || "Not specified";
}

/** The Manage Program badge: the requests waiting for a decision ("3 pending program requests"); none, no badge. */
export function pendingProgramsBadge(count: number): TabBadge | null {
  if (count <= 0) return null;
  return { count, label: `${count} pending program request${count === 1 ? "" : "s"}` };
}

/** The number of pages of `total` requests, at least one. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
