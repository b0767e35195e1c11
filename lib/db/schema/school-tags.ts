import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./users";
import { videos } from "./videos";

/** A school's class tags on a video (Class 1 to Class 12). The school comes from the session. */
export const videoSchoolTags = pgTable(
  "video_school_tags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    videoId: uuid("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("video_school_tags_video_school_key").on(t.videoId, t.schoolId),
    index("video_school_tags_school_idx").on(t.schoolId),
  ],
);

export type VideoSchoolTagRow = typeof videoSchoolTags.$inferSelect;
