import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./users";

/**
 * The library (features/library): books and guided talks that staff publish as videos with a
 * cover. An item is a draft until staff approve it (library/approveBook); only approved items
 * are public. Deleting moves it to the library recycle bin (deletedAt set): the same row comes
 * back on restore, and a purge (by hand, or 30 days after deletion) deletes the row and its
 * objects.
 *
 * Search ranks as the earlier text index weighted it: title, then author, subject, keywords
 * (library_search_vector(), an IMMUTABLE SQL function of migration 0012, indexed with GIN).
 */
export const libraryItems = pgTable(
  "library_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    author: text("author").notNull(),
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    /** Lower-cased, trimmed, without repeats (edited as comma-separated text). */
    keywords: text("keywords")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    approvedBy: uuid("approved_by").references(() => users.id, { onDelete: "set null" }),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    videoKey: text("video_key").notNull(),
    videoType: text("video_type").notNull(),
    videoSize: bigint("video_size", { mode: "number" }).notNull(),
    /** Length in seconds read from the file's header; null when it does not say. */
    durationSeconds: integer("duration_seconds"),
    coverKey: text("cover_key").notNull(),
    coverType: text("cover_type").notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: uuid("deleted_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check("library_items_duration_positive", sql`${t.durationSeconds} IS NULL OR ${t.durationSeconds} > 0`),
    index("library_items_search_idx")
      .using("gin", sql`library_search_vector(${t.title}, ${t.author}, ${t.subject}, ${t.keywords})`)
      .where(sql`${t.deletedAt} IS NULL`),
    index("library_items_public_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.approvedAt} IS NOT NULL AND ${t.deletedAt} IS NULL`),
    // /resources' Subject is a choice from the published subjects, matched exactly: its count and
    // its page, newest first, read this index alone (issue 17: a new address's p99).
    index("library_items_subject_idx")
      .on(t.subject, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.approvedAt} IS NOT NULL AND ${t.deletedAt} IS NULL`),
    index("library_items_keywords_idx").using("gin", t.keywords),
    index("library_items_deleted_idx")
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} IS NOT NULL`),
  ],
);

export type LibraryItemRow = typeof libraryItems.$inferSelect;
