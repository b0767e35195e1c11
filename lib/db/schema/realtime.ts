import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * One row per open server-sent events stream, in the postgres realtime mode (lib/realtime/postgres.ts):
 * presence shared by every instance. A stream beats every HEARTBEAT_MS, which moves its expiry
 * PRESENCE_TTL_MS ahead; a user is online while one of their rows has not expired. Rows of an
 * instance that died expire, and the instances still running sweep them.
 */
export const realtimeConnections = pgTable(
  "realtime_connections",
  {
    connectionId: text("connection_id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The process holding the stream (lib/realtime/postgres.ts: host, pid and a random part), for a look at who holds what. */
    instance: text("instance").notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last beat plus the TTL of the instance that wrote it: liveness never depends on the reader's configuration. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("realtime_connections_user_expires_idx").on(t.userId, t.expiresAt),
    index("realtime_connections_expires_idx").on(t.expiresAt),
  ],
);
