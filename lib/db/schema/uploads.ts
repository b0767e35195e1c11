import { sql } from "drizzle-orm";
import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const uploadStatusEnum = pgEnum("upload_status", ["issued", "confirmed", "rejected"]);

/**
 * One file of an upload: the form field it is sent as (`video`, `thumbnail`, `image`, `cover`…),
 * the key we generated for it, its content type and size (declared for a direct upload, as
 * stored for one streamed through the server).
 */
export type UploadFile = { field: string; key: string; type: string; size: number };

/**
 * Uploads we have issued (lib/uploads), written before any byte is stored: who, for what
 * (`purpose`, and `forId`, the record whose files it replaces), which keys, the declared sizes
 * and types, until when. Confirming is one conditional change `issued → confirmed` in the
 * transaction that keeps the files (only one of two confirms gets the row); a failed check makes
 * it `rejected`. The job uploads.expired deletes the rows once expired, and the objects of
 * those never confirmed.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: uploadStatusEnum("status").notNull().default("issued"),
    // Set null rather than cascade: the row must outlive its uploader until the job deletes its objects.
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    /** What the files are for (`video`, `video-thumbnail`, `gallery-photo`, …): each feature names its own. */
    purpose: text("purpose").notNull(),
    /** The record whose files this upload replaces; null for a new record. */
    forId: uuid("for_id"),
    files: jsonb("files")
      .$type<UploadFile[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * Objects made from the files (a photo's WebP sizes), each recorded before it is stored: an
     * upload never confirmed has them deleted with its own files (uploads.expired).
     */
    derivedKeys: text("derived_keys")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [index("uploads_expires_idx").on(t.expiresAt)],
);

export type UploadRow = typeof uploads.$inferSelect;
export type UploadStatus = (typeof uploadStatusEnum.enumValues)[number];
