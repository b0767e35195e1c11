import { and, asc, eq, inArray } from "drizzle-orm";
import { roleLabel } from "@/lib/auth/roles";
import { fullName, users } from "@/lib/db/schema";
import { QUEUE_LIST_LIMIT, type StaffQueue } from "@/features/staff-notifications";
import { APPROVAL_ROLES } from "./server/admin";

/** Registrations waiting for approval (the Approval Requests tab), for staff notices. */
export const registrationsQueue: StaffQueue = {
  id: "registrations",
  label: "New registrations",
  adminTab: "approval-requests",
  tab: "approval-requests",
  waiting: async (db) => {
    const rows = await db
      .select({ id: users.id, name: fullName, role: users.role, submittedAt: users.createdAt })
      .from(users)
      .where(and(eq(users.status, "pending"), inArray(users.role, [...APPROVAL_ROLES])))
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(QUEUE_LIST_LIMIT);
    return rows.map((r) => ({ id: r.id, title: `${r.name} (${roleLabel[r.role]})`, submittedAt: r.submittedAt }));
  },
};
