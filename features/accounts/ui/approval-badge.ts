import type { TabBadge } from "@/components/dashboard/tabs";

/** The pending registrations, by kind (countPendingApprovals). */
export type PendingCounts = { total: number; schools: number; instructors: number; students: number };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The Approval Requests badge: every request the tab lists, and a label that says which kinds
 * ("7 pending requests: 3 schools, 2 instructors, 2 students"), in the tab's order. None: no badge.
 */
export function approvalBadge(counts: PendingCounts): TabBadge | null {
  if (counts.total <= 0) return null;
  const kinds = [
    counts.schools > 0 ? plural(counts.schools, "school", "schools") : null,
    counts.instructors > 0 ? plural(counts.instructors, "instructor", "instructors") : null,
    counts.students > 0 ? plural(counts.students, "student", "students") : null,
  ].filter((kind): kind is string => kind !== null);
  return { count: counts.total, label: `${plural(counts.total, "pending request", "pending requests")}: ${kinds.join(", ")}` };
}
