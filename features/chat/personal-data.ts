import { asc, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { chatMessages, chatUnreadMails, users } from "@/lib/db/schema";
import type { PersonalData } from "@/lib/privacy/personal-data";

/** The other person of each message. */
const other = alias(users, "other");

/**
 * A person's chat: the messages they sent and received. Erasure deletes the messages they sent
 * (those they received are the other person's words, and stay in that person's conversation, with
 * "Deleted user") and the record of unread-message mails.
 */
export const chatPersonalData: PersonalData = {
  tables: ["chat_messages", "chat_unread_mails"],
  export: [
    {
      file: "chat-messages.json",
      describes: "The chat messages you sent and received: who with, the text, when it was sent and when it was read.",
      records: async (db, person) => {
        const rows = await db
          .select({
            senderId: chatMessages.senderId,
            with: sql<string>`trim(${other.name} || coalesce(' ' || ${other.lastName}, ''))`,
            text: chatMessages.text,
            sentAt: chatMessages.createdAt,
            readAt: chatMessages.readAt,
          })
          .from(chatMessages)
          .innerJoin(
            other,
            eq(
              other.id,
              sql`CASE WHEN ${chatMessages.senderId} = ${person.id} THEN ${chatMessages.receiverId} ELSE ${chatMessages.senderId} END`,
            ),
          )
          .where(or(eq(chatMessages.senderId, person.id), eq(chatMessages.receiverId, person.id)))
          .orderBy(asc(chatMessages.seq));
        return rows.map(({ senderId, ...message }) => ({ direction: senderId === person.id ? "sent" : "received", ...message }));
      },
    },
  ],
  async erase(tx, person) {
    await tx.delete(chatMessages).where(eq(chatMessages.senderId, person.id));
    await tx.delete(chatUnreadMails).where(or(eq(chatUnreadMails.recipientId, person.id), eq(chatUnreadMails.senderId, person.id)));
    return [];
  },
};
