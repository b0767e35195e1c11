import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

/**
 * The foundation's one record of video settings (features/video-settings): the price paid per
 * approved video, in the currency's minor units (cents; whole yen) with its ISO 4217 code, and the
 * longest video an upload may be. Exactly one row: `singleton` can only be true and is unique, so
 * a second row cannot exist; the migration that made the table created the row with the defaults.
 */
export const videoSettings = pgTable(
  "video_settings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    singleton: boolean("singleton").notNull().default(true),
    /** ISO 4217: USD, INR, EUR, GBP or JPY (the spec's $, ₹, €, £ and ¥). */
    currency: text("currency").notNull(),
    /** The price per video in the currency's minor units (its exponent: 2, or 0 for JPY). */
    pricePerVideoMinor: integer("price_per_video_minor").notNull(),
    /** Whole minutes, in seconds: 60 to 6 hours. */
    maxVideoLengthSeconds: integer("max_video_length_seconds").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("video_settings_singleton_key").on(t.singleton),
    check("video_settings_singleton_true", sql`${t.singleton}`),
    check("video_settings_currency_known", sql`${t.currency} IN ('USD', 'INR', 'EUR', 'GBP', 'JPY')`),
    check("video_settings_price_range", sql`${t.pricePerVideoMinor} BETWEEN 0 AND 10000000`),
    check("video_settings_length_range", sql`${t.maxVideoLengthSeconds} BETWEEN 60 AND 21600 AND ${t.maxVideoLengthSeconds} % 60 = 0`),
  ],
);

export type VideoSettingsRow = typeof videoSettings.$inferSelect;
