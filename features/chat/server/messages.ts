import { and, asc, count, desc, eq, gt, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type DbOrTx, type Tx } from "@/lib/db/client";
import { chatMessages, users, type Role } from "@/lib/db/schema";
import { ConflictError } from "@/lib/errors";
import { consume, limits, refund } from "@/lib/rate-limit/rate-limit";
import { getRealtime } from "@/lib/realtime";
import type { Actor } from "@/lib/session/actor-type";
import { parseInput } from "@/lib/validate";
import { CHAT_EVENTS, type ReadEvent } from "../events";
import { markReadSchema, sendMessageSchema, threadQuerySchema } from "../schema";
import { assertChatter, counterpart } from "./access";
import { logFor } from "@/lib/observability/log";

const log = logFor("chat");

const sender = alias(users, "sender");
const receiver = alias(users, "receiver");
const nameOf = (u: typeof sender | typeof receiver) => sql<string>`trim(${u.name} || coalesce(' ' || ${u.lastName}, ''))`;

const messageColumns = {
  id: chatMessages.id,
  seq: chatMessages.seq,
  text: chatMessages.text,
  clientId: chatMessages.clientId,
  createdAt: chatMessages.createdAt,
  readAt: chatMessages.readAt,
  senderId: chatMessages.senderId,
  senderName: nameOf(sender),
  senderRole: sender.role,
  receiverId: chatMessages.receiverId,
  receiverName: nameOf(receiver),
  receiverRole: receiver.role,
};
type MessageRow = {
  id: string;
  seq: number;
  text: string;
  clientId: string | null;
  createdAt: Date;
  readAt: Date | null;
  senderId: string;
  senderName: string;
  senderRole: Role;
  receiverId: string;
  receiverName: string;
  receiverRole: Role;
};

/** Messages with both people named, as every answer and event gives them. */
function selectMessages(db: DbOrTx) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(sender, eq(sender.id, chatMessages.senderId))
    .innerJoin(receiver, eq(receiver.id, chatMessages.receiverId));
}

/**
 * A message as the API answers it and the events carry it: the original's shape (`_id`,
 * `senderId` and `receiverId` populated to `{ _id, name, role }`, `text`, `createdAt`) with `id`,
 * `seq` (the cursor of paging, read marks and the stream's Last-Event-ID), `readAt` and the
 * sending tab's `clientId`.
 */
function serializeMessage(row: MessageRow) {
  return {
    _id: row.id,
    id: row.id,
    seq: row.seq,
    senderId: { _id: row.senderId, name: row.senderName, role: row.senderRole },
    receiverId: { _id: row.receiverId, name: row.receiverName, role: row.receiverRole },
    text: row.text,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
export type ChatMessage = ReturnType<typeof serializeMessage>;

/** The messages between two people: one range of chat_messages_pair_seq_idx. */
const between = (a: string, b: string): SQL =>
  and(
    sql`least(${chatMessages.senderId}, ${chatMessages.receiverId}) = least(${a}::uuid, ${b}::uuid)`,
    sql`greatest(${chatMessages.senderId}, ${chatMessages.receiverId}) = greatest(${a}::uuid, ${b}::uuid)`,
  )!;

/** The messages to or from one person. */
const involving = (userId: string): SQL => or(eq(chatMessages.senderId, userId), eq(chatMessages.receiverId, userId))!;

/**
 * The messages to or from `userId` after `afterSeq`, oldest first, at most `limit`: a stream's
 * catch-up. Every message of theirs below the newest committed one has committed too (sends
 * lock both people), so reading "after the last seq seen" never skips one.
 */
export async function messagesAfter(userId: string, afterSeq: number, limit: number): Promise<ChatMessage[]> {
  const db = await getDb();
  const rows = await selectMessages(db)
    .where(and(involving(userId), gt(chatMessages.seq, afterSeq)))
    .orderBy(asc(chatMessages.seq))
    .limit(limit);
  return rows.map(serializeMessage);
}

/** The newest seq among the messages to or from `userId` (0 when none): where a fresh stream starts. */
export async function newestSeqOf(userId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ seq: sql<number | null>`max(${chatMessages.seq})`.mapWith(Number) })
    .from(chatMessages)
    .where(involving(userId));
  return row?.seq ?? 0;
}

/** The two advisory lock keys' space, so they never meet another module's (lib/rate-limit uses "RL"). */
const LOCK_SPACE = 0x4348; // "CH"

/**
 * Holds, until the transaction ends, the chat locks of both people, in one order (so two sends
 * never wait on each other crosswise): every message involving a person is written after the
 * previous one committed, so their seqs commit in order (see messagesAfter).
 */
async function lockPeople(tx: Tx, a: string, b: string): Promise<void> {
  const [first, second] = a < b ? [a, b] : [b, a];
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${first})), pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${second}))`,
  );
}

/** Hands an event to the realtime adapter; a failure is logged, never the caller's error (the data is stored, clients catch up). */
async function publishQuietly(userIds: readonly string[], event: { event: string; data: unknown; id?: string }): Promise<void> {
  try {
    await getRealtime().publishMany(userIds, event);
  } catch (error) {
    log.error({ err: error, event: event.event }, "publishing an event failed");
  }
}

/** A stored message to the receiver's connections and the sender's own (their other tabs), with its seq as the event id. */
function deliver(message: ChatMessage): Promise<void> {
  return publishQuietly([message.receiverId._id, message.senderId._id], {
    event: CHAT_EVENTS.message,
    id: String(message.seq),
    data: message,
  });
}

export const CLIENT_ID_REUSED = "This clientId was already used for another message.";

/** The message a sender stored with this clientId, if any. */
async function byClientId(db: DbOrTx, senderId: string, clientId: string): Promise<ChatMessage | undefined> {
  const [row] = await selectMessages(db).where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)));
  return row ? serializeMessage(row) : undefined;
}

/** A retried send: the first one's message when it is the same message, else 409. */
function sameMessage(existing: ChatMessage, receiverId: string, text: string): ChatMessage {
  if (existing.receiverId._id !== receiverId || existing.text !== text) throw new ConflictError(CLIENT_ID_REUSED);
  return existing;
}

/**
 * POST chat/send/{userId}: stores the message (trimmed, not blank, at most 2,000 characters) and
 * then publishes it to the receiver and to the sender's other tabs, event `message` with the
 * message's seq as its id; answers the stored message. Rate limited per sender (429). With a
 * `clientId`, a retry (or a second request at the same time) answers the message stored first
 * and stores nothing (the unique index on sender and clientId decides between two at once).
 */
export async function sendMessage(actor: Actor | null, otherId: string, input: unknown): Promise<ChatMessage> {
  assertChatter(actor);
  const { text, clientId } = parseInput(sendMessageSchema, input);
  const db = await getDb();
  const other = await counterpart(db, actor, otherId);
  if (clientId) {
    const existing = await byClientId(db, actor.id, clientId);
    if (existing) {
      const message = sameMessage(existing, other.id, text);
      await deliver(message);
      return message;
    }
  }
  const limit = limits.chatMessage(actor.id);
  const hit = await consume(db, limit, "You are sending messages too quickly");
  const stored = await db.transaction(async (tx) => {
    await lockPeople(tx, actor.id, other.id);
    const [row] = await tx
      .insert(chatMessages)
      .values({ senderId: actor.id, receiverId: other.id, text, clientId: clientId ?? null })
      .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientId] })
      .returning({ id: chatMessages.id });
    if (!row) return undefined;
    const [message] = await selectMessages(tx).where(eq(chatMessages.id, row.id));
    return serializeMessage(message!);
  });
  let message: ChatMessage;
  if (stored) {
    message = stored;
  } else {
    // The same clientId committed by a request running at the same time: that one is the message.
    await refund(db, hit);
    message = sameMessage((await byClientId(db, actor.id, clientId!))!, other.id, text);
  }
  await deliver(message);
  return message;
}

/** A page of a conversation and what the route's headers say about it. */
export type ThreadPage = {
  messages: ChatMessage[];
  /** Every message of the conversation. */
  total: number;
  /** The next page in the direction read (older for the newest page and `before`, newer for `after`), when there is one. */
  next: { before: number } | { after: number } | null;
  limit: number;
};

/**
 * GET chat/{userId}: the conversation with that person, oldest first within the page: the newest
 * `limit` messages, or those just before the seq `before` (scrolling up), or those just after the
 * seq `after` (catching up after a reconnect). Reading never marks read (markRead does).
 */
export async function getThread(actor: Actor | null, otherId: string, query: unknown): Promise<ThreadPage> {
  assertChatter(actor);
  const { before, after, limit } = parseInput(threadQuerySchema, query);
  const db = await getDb();
  const other = await counterpart(db, actor, otherId);
  const pair = between(actor.id, other.id);
  const forward = after !== undefined;
  const range = after !== undefined ? gt(chatMessages.seq, after) : before !== undefined ? lt(chatMessages.seq, before) : undefined;
  const [rows, [counted]] = await Promise.all([
    selectMessages(db)
      .where(and(pair, range))
      .orderBy(forward ? asc(chatMessages.seq) : desc(chatMessages.seq))
      .limit(limit + 1),
    db.select({ n: count() }).from(chatMessages).where(pair),
  ]);
  const more = rows.length > limit;
  const page = rows.slice(0, limit).map(serializeMessage);
  if (!forward) page.reverse();
  const next = !more ? null : forward ? { after: page.at(-1)!.seq } : { before: page[0]!.seq };
  return { messages: page, total: counted?.n ?? 0, next, limit };
}

/** How many messages wait unread for `userId`: from `fromId`, and in all. */
async function unreadCounts(db: DbOrTx, userId: string, fromId: string): Promise<{ unreadCount: number; unreadTotal: number }> {
  const [row] = await db
    .select({
      unreadCount: sql<number>`count(*) FILTER (WHERE ${chatMessages.senderId} = ${fromId})`.mapWith(Number),
      unreadTotal: count(),
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.receiverId, userId), isNull(chatMessages.readAt)));
  return { unreadCount: row?.unreadCount ?? 0, unreadTotal: row?.unreadTotal ?? 0 };
}

/**
 * POST chat/read/{userId}: marks the messages that person sent the caller read, up to the seq
 * `upToId` (the newest the caller has on screen; all when left out). Marking read is idempotent
 * (already read stays as it was, two tabs at once mark each message once), so it never conflicts.
 * When it marked any, the caller's tabs hear `read` with the counts left, so every tab shows the
 * same unread counts.
 */
export async function markRead(actor: Actor | null, otherId: string, input: unknown) {
  assertChatter(actor);
  const { upToId } = parseInput(markReadSchema, input);
  const db = await getDb();
  const other = await counterpart(db, actor, otherId);
  const marked = await db
    .update(chatMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(chatMessages.receiverId, actor.id),
        eq(chatMessages.senderId, other.id),
        isNull(chatMessages.readAt),
        upToId !== undefined ? lte(chatMessages.seq, upToId) : undefined,
      ),
    )
    .returning({ seq: chatMessages.seq });
  const counts = await unreadCounts(db, actor.id, other.id);
  const upTo = marked.reduce((max, m) => Math.max(max, m.seq), 0);
  if (marked.length > 0) {
    const data: ReadEvent = { userId: other.id, upToId: upTo, ...counts };
    await publishQuietly([actor.id], { event: CHAT_EVENTS.read, data });
  }
  return { message: "Messages marked as read", marked: marked.length, ...counts };
}

/** How many messages wait unread for the caller, from everyone (the chat button's count). */
export async function unreadTotal(actor: Actor | null): Promise<number> {
  assertChatter(actor);
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.receiverId, actor.id), isNull(chatMessages.readAt)));
  return row?.n ?? 0;
}

/**
 * POST chat/typing/{userId}: tells that person's connections the caller is typing (`typing`
 * with `senderId`; the widget shows it for 3 seconds). Never stored; rate limited lightly.
 */
export async function sendTyping(actor: Actor | null, otherId: string): Promise<{ message: string }> {
  assertChatter(actor);
  const db = await getDb();
  const other = await counterpart(db, actor, otherId);
  await consume(db, limits.chatTyping(actor.id), "Too many typing signals");
  await publishQuietly([other.id], { event: CHAT_EVENTS.typing, data: { senderId: actor.id } });
  return { message: "Typing sent" };
}
