import { sql } from "drizzle-orm";
import { boolean, check, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * The site's one record of account settings (features/accounts): whether new general (student)
 * accounts are approved at sign-up. Exactly one row (`singleton` is its key and can only be true);
 * a missing row reads as the defaults, so nothing is approved automatically until a superadmin
 * turns it on.
 */
export const accountSettings = pgTable(
  "account_settings",
  {
    singleton: boolean("singleton").primaryKey().default(true),
    autoApproveStudents: boolean("auto_approve_students").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("account_settings_singleton_true", sql`${t.singleton}`)],
);

export type AccountSettingsRow = typeof accountSettings.$inferSelect;
