import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A chat message between a member of staff and an instructor or a school (features/chat). `seq`
 * orders every message of the site: a conversation's pages and a stream's catch-up ("everything
 * after seq N") are ranges of an index. Messages involving one person are written one after
 * another (the sender's and the receiver's advisory locks, features/chat/server/messages.ts), so
 * their seqs commit in order: a reader that has seen seq N has seen every earlier one of theirs.
 * `client_id` is the sending tab's idempotency key: a retried send finds the first one.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    receiverId: uuid("receiver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    clientId: text("client_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the receiver read it (opened the conversation); null while unread. */
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("chat_messages_seq_key").on(t.seq),
    uniqueIndex("chat_messages_client_id_key").on(t.senderId, t.clientId),
    // A conversation's pages, newest first or after a seq: one range of this index whichever side sent.
    index("chat_messages_pair_seq_idx").on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
      t.seq,
    ),
    // A stream's catch-up: the messages to or from one person after a seq.
    index("chat_messages_receiver_seq_idx").on(t.receiverId, t.seq),
    index("chat_messages_sender_seq_idx").on(t.senderId, t.seq),
    // Unread counts per contact, and the unread-mail job's scan of what waits unread.
    index("chat_messages_unread_idx")
      .on(t.receiverId, t.senderId)
      .where(sql`${t.readAt} IS NULL`),
    index("chat_messages_unread_created_idx")
      .on(t.createdAt)
      .where(sql`${t.readAt} IS NULL`),
    check("chat_messages_not_to_self", sql`${t.senderId} <> ${t.receiverId}`),
    // features/chat/schema.ts CHAT_TEXT_MAX, which the services check first with the person's words.
    check("chat_messages_text_length", sql`char_length(${t.text}) BETWEEN 1 AND 2000`),
    check("chat_messages_client_id_length", sql`char_length(${t.clientId}) BETWEEN 1 AND 100`),
  ],
);

/**
 * The unread-message mails sent (features/chat/server/unread-mail.ts): per person and the contact
 * whose messages waited, when the last one went and the newest message it covered. A conversation
 * gets at most one mail an hour, and a message is never the reason for two.
 */
export const chatUnreadMails = pgTable(
  "chat_unread_mails",
  {
    recipientId: uuid("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mailedAt: timestamp("mailed_at", { withTimezone: true }).notNull(),
    upToSeq: bigint("up_to_seq", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipientId, t.senderId] })],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
