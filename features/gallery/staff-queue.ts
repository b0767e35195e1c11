import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { galleryImages } from "@/lib/db/schema";
import { QUEUE_LIST_LIMIT, type StaffQueue } from "@/features/staff-notifications";

/** School photos waiting for review (the Gallery Approvals tab), for staff notices. */
export const galleryQueue: StaffQueue = {
  id: "gallery",
  label: "Gallery photos to review",
  adminTab: "gallery-approvals",
  tab: "gallery-approvals",
  waiting: (db) =>
    db
      .select({
        id: galleryImages.id,
        title: sql<string>`${galleryImages.title} || ' (' || ${galleryImages.schoolName} || ')'`,
        submittedAt: galleryImages.createdAt,
      })
      .from(galleryImages)
      .where(and(eq(galleryImages.status, "pending"), isNull(galleryImages.deletedAt)))
      .orderBy(asc(galleryImages.createdAt), asc(galleryImages.id))
      .limit(QUEUE_LIST_LIMIT),
};
