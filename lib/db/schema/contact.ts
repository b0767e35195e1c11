import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Messages sent through the contact form (/contact). Kept so a mail failure loses nothing. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Lower-cased, as every stored e-mail address. */
    email: text("email").notNull(),
    message: text("message").notNull(),
    /** The sender's address as the rate limit saw it (lib/http/index.ts clientIp). */
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt),
    check("contact_messages_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
