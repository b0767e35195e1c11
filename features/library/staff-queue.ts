import { and, asc, isNull } from "drizzle-orm";
import { libraryItems } from "@/lib/db/schema";
import { QUEUE_LIST_LIMIT, type StaffQueue } from "@/features/staff-notifications";

/** Library drafts waiting to be published (the Library, within Content), for staff notices. */
export const libraryQueue: StaffQueue = {
  id: "library",
  label: "Library drafts to publish",
  adminTab: "content",
  tab: "library",
  waiting: (db) =>
    db
      .select({ id: libraryItems.id, title: libraryItems.title, submittedAt: libraryItems.createdAt })
      .from(libraryItems)
      .where(and(isNull(libraryItems.approvedAt), isNull(libraryItems.deletedAt)))
      .orderBy(asc(libraryItems.createdAt), asc(libraryItems.id))
      .limit(QUEUE_LIST_LIMIT),
};
