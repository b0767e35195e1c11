import { bigint, index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const dataExportStatusEnum = pgEnum("data_export_status", ["pending", "ready", "failed"]);

/**
 * A person's download of everything the site holds about them (features/privacy): made by the
 * job runner into one ZIP in storage, downloadable by its owner until `expiresAt` (7 days), then
 * deleted with its file. At most one a day per person.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: dataExportStatusEnum("status").notNull().default("pending"),
    /** The ZIP's key in storage, once it is made. */
    storageKey: text("storage_key"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [index("data_exports_user_created_idx").on(t.userId, t.createdAt), index("data_exports_expires_idx").on(t.expiresAt)],
);

export type DataExportRow = typeof dataExports.$inferSelect;
