import { lt } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { chatMessages } from "@/lib/db/schema";
import { env } from "@/lib/config/env";

/**
 * Deletes the messages older than CHAT_RETENTION_DAYS (two years by default; the job
 * chat.prune-old, daily), read or not: a conversation keeps its recent part.
 */
export async function pruneOldChatMessages(db: DbOrTx, now: Date = new Date(), days: number = env().retention.chatDays): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60_000);
  const removed = await db.delete(chatMessages).where(lt(chatMessages.createdAt, cutoff)).returning({ id: chatMessages.id });
  return removed.length;
}
