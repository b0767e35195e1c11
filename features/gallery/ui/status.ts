import type { StatusTone } from "@/components/ui/status-badge";

/** A photo's review status as the spec words it (spec 02 "Gallery item"), with its colour. */
export function photoStatusLook(status: string): { label: string; tone: StatusTone } {
  if (status === "approved") return { label: "Approved", tone: "good" };
  if (status === "rejected") return { label: "Rejected", tone: "bad" };
  return { label: "Pending Approval", tone: "wait" };
}

/** The Gallery Approvals badge: the photos waiting, read out in words. */
export function pendingPhotosBadge(count: number) {
  return { count, label: `${count} ${count === 1 ? "photo" : "photos"} pending approval` };
}
