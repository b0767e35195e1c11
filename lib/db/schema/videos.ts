import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./users";

export const videoStatusEnum = pgEnum("video_status", ["pending", "approved", "rejected"]);

/**
 * Guided videos. The files live in storage (lib/storage) under keys we generate; a row exists
 * only once its upload has been confirmed (real size and type checked). Deleting moves a video to
 * the recycle bin (deletedAt set): the same row, id, rank and tags come back on restore; a purge
 * deletes the row and its storage objects.
 */
export const videos = pgTable(
  "videos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The title shown everywhere (the spec's courseName). */
    courseName: text("course_name").notNull(),
    courseContent: text("course_content").notNull(),
    description: text("description").notNull(),
    category: text("category"),
    status: videoStatusEnum("status").notNull().default("pending"),
    /** Why an admin rejected it; shown to the instructor. Cleared on approval and on edit. */
    rejectionReason: text("rejection_reason"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    /** Catalogue order: ascending, unranked (null) last. Set by admins only. */
    rank: integer("rank"),
    isPriced: boolean("is_priced").notNull().default(false),
    /** Global tags (admin-managed); `recommended` puts a video on students' Recommended tab. */
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    videoKey: text("video_key").notNull(),
    videoType: text("video_type").notNull(),
    videoSize: bigint("video_size", { mode: "number" }).notNull(),
    thumbnailKey: text("thumbnail_key"),
    thumbnailType: text("thumbnail_type"),
    /** Length in seconds, read from the file in the browser at upload. */
    durationSeconds: integer("duration_seconds").notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: uuid("deleted_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check("videos_rank_positive", sql`${t.rank} IS NULL OR ${t.rank} >= 0`),
    check("videos_duration_positive", sql`${t.durationSeconds} > 0`),
    // The catalogue's exact order (rank ascending, unranked last, newest, id): a page is an index scan, no sort.
    index("videos_catalogue_idx")
      .on(t.status, t.rank.asc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} IS NULL`),
    // The catalogue search (ILIKE '%…%' over title, content, description and tags): a trigram index on
    // video_search_text(), an IMMUTABLE SQL function created by migration 0004 (array_to_string alone is
    // only STABLE, so it cannot be indexed). lib/server/videos/catalogue.ts uses the same expression.
    index("videos_search_idx")
      .using("gin", sql`video_search_text(${t.courseName}, ${t.courseContent}, ${t.description}, ${t.tags}) gin_trgm_ops`)
      .where(sql`${t.deletedAt} IS NULL`),
    index("videos_uploader_idx").on(t.uploadedBy, t.createdAt),
    index("videos_deleted_idx")
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} IS NOT NULL`),
    index("videos_tags_idx").using("gin", t.tags),
    // One row per uploaded object: confirming the same upload twice cannot create two videos.
    uniqueIndex("videos_video_key_key").on(t.videoKey),
  ],
);

export type VideoRow = typeof videos.$inferSelect;
export type VideoStatus = (typeof videoStatusEnum.enumValues)[number];
