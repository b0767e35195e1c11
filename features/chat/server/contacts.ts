import { and, asc, count, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { escapeLike } from "@/lib/db/like";
import { chatMessages, fullName, users } from "@/lib/db/schema";
import { getRealtime } from "@/lib/realtime";
import type { Actor } from "@/lib/session/actor-type";
import { parseInput } from "@/lib/validate";
import { listedRoles, mayMessage } from "../rules";
import { contactsQuerySchema } from "../schema";
import { assertChatter } from "./access";
import { logFor } from "@/lib/observability/log";

const log = logFor("chat");

/**
 * GET chat/users: the caller's contact list (spec 02 §6, features/chat/README.md): an admin's
 * instructors and schools; an instructor's or a school's admins and superadmins; a superadmin's
 * admins, instructors and schools, the admins with `allowed: false` (the widget dims them, "Not
 * allowed to message"). Approved accounts only. Each with its unread count (messages from them to
 * the caller not yet read), whether they are online now, and when the conversation last moved;
 * the latest conversations first, then by name. `q` searches names and e-mails; at most `limit`
 * contacts, `total` says how many match.
 */
export async function listContacts(actor: Actor | null, query: unknown = {}) {
  assertChatter(actor);
  const { q, limit } = parseInput(contactsQuerySchema, query);
  const db = await getDb();
  const roles = [...listedRoles(actor.role)];
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  const where = and(
    inArray(users.role, roles),
    eq(users.status, "approved"),
    ne(users.id, actor.id),
    pattern ? or(sql`${fullName} ILIKE ${pattern} ESCAPE '\\'`, sql`${users.email} ILIKE ${pattern} ESCAPE '\\'`) : undefined,
  );
  // Per contact, two probes of an index each: the unread ones from them, and the newest message either way.
  const unread = db
    .select({ n: count().as("n") })
    .from(chatMessages)
    .where(and(eq(chatMessages.receiverId, actor.id), eq(chatMessages.senderId, users.id), isNull(chatMessages.readAt)))
    .as("unread");
  const last = db
    .select({ seq: chatMessages.seq, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(
      and(
        sql`least(${chatMessages.senderId}, ${chatMessages.receiverId}) = least(${users.id}, ${actor.id}::uuid)`,
        sql`greatest(${chatMessages.senderId}, ${chatMessages.receiverId}) = greatest(${users.id}, ${actor.id}::uuid)`,
      ),
    )
    .orderBy(sql`${chatMessages.seq} DESC`)
    .limit(1)
    .as("last");
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: fullName,
        email: users.email,
        role: users.role,
        unreadCount: unread.n,
        lastSeq: last.seq,
        lastMessageAt: last.createdAt,
      })
      .from(users)
      .leftJoinLateral(unread, sql`true`)
      .leftJoinLateral(last, sql`true`)
      .where(where)
      .orderBy(sql`${last.seq} DESC NULLS LAST`, asc(fullName), asc(users.id))
      .limit(limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const online = await onlineAmong(rows.map((r) => r.id));
  const contacts = rows.map((row) => ({
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    allowed: mayMessage(actor.role, row.role),
    unreadCount: Number(row.unreadCount ?? 0),
    online: online.has(row.id),
    lastMessageAt: row.lastMessageAt ? new Date(row.lastMessageAt).toISOString() : null,
  }));
  return { contacts, total: counted?.n ?? 0 };
}
export type ChatContact = Awaited<ReturnType<typeof listContacts>>["contacts"][number];

/** Who of these is online; nobody when the realtime adapter cannot tell (logged), so the list still answers. */
async function onlineAmong(ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  try {
    return await getRealtime().onlineUserIds(ids);
  } catch (error) {
    log.error({ err: error }, "presence lookup failed");
    return new Set();
  }
}
