import { asc, eq, sql } from "drizzle-orm";
import { programRequests, users } from "@/lib/db/schema";
import { QUEUE_LIST_LIMIT, type StaffQueue } from "@/features/staff-notifications";

/** Program requests waiting for a decision (the Manage Program tab), for staff notices. */
export const programsQueue: StaffQueue = {
  id: "programs",
  label: "Program requests",
  adminTab: "manage-programs",
  tab: "manage-programs",
  waiting: (db) =>
    db
      .select({
        id: programRequests.id,
        title: sql<string>`coalesce(${programRequests.otherProgram}, ${programRequests.programRequested}) || ' for ' || ${users.name}`,
        submittedAt: programRequests.createdAt,
      })
      .from(programRequests)
      .innerJoin(users, eq(users.id, programRequests.schoolId))
      .where(eq(programRequests.status, "pending"))
      .orderBy(asc(programRequests.createdAt), asc(programRequests.id))
      .limit(QUEUE_LIST_LIMIT),
};
