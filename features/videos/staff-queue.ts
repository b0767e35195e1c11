import { and, asc, eq, isNull } from "drizzle-orm";
import { videos } from "@/lib/db/schema";
import { QUEUE_LIST_LIMIT, type StaffQueue } from "@/features/staff-notifications";

/** Videos waiting for review (the Content tab's pending list), for staff notices. */
export const videosQueue: StaffQueue = {
  id: "videos",
  label: "Videos to review",
  adminTab: "content",
  tab: "content",
  waiting: (db) =>
    db
      .select({ id: videos.id, title: videos.courseName, submittedAt: videos.createdAt })
      .from(videos)
      .where(and(eq(videos.status, "pending"), isNull(videos.deletedAt)))
      .orderBy(asc(videos.createdAt), asc(videos.id))
      .limit(QUEUE_LIST_LIMIT),
};
