import { date, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** How a member of staff hears of what waits for them (features/staff-notifications): at once, a daily digest, or not at all. */
export const staffNoticeModeEnum = pgEnum("staff_notice_mode", ["immediate", "daily", "none"]);

/**
 * A member of staff's choice, made in their Profile. No row means the default, the daily digest.
 * `chosen_at` is when they last chose: "at once" mails only about items that arrive after it.
 */
export const staffNoticePreferences = pgTable("staff_notice_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  mode: staffNoticeModeEnum("mode").notNull(),
  chosenAt: timestamp("chosen_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The "at once" mails sent: one row per member of staff and waiting item (its queue, its id and
 * when it was submitted, so an item sent back and submitted again is new). The primary key makes
 * the mail once-only whoever runs the job, and however often.
 */
export const staffNotices = pgTable(
  "staff_notices",
  {
    recipientId: uuid("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    queue: text("queue").notNull(),
    itemId: text("item_id").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
    mailedAt: timestamp("mailed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recipientId, t.queue, t.itemId, t.submittedAt] })],
);

/** The daily digests sent: one per member of staff and day (UTC), so two runs on one day send one. */
export const staffDigests = pgTable(
  "staff_digests",
  {
    recipientId: uuid("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    mailedAt: timestamp("mailed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recipientId, t.day] })],
);

export type StaffNoticeMode = (typeof staffNoticeModeEnum.enumValues)[number];
