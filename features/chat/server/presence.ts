import { and, eq, inArray, ne } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import type { Realtime } from "@/lib/realtime";
import { CHAT_EVENTS, type PresenceEvent } from "../events";
import { isChatRole, listersOf } from "../rules";
import { logFor } from "@/lib/observability/log";

const log = logFor("chat");

/**
 * Tells the people whose contact list shows this person (rules.ts `listersOf`), those online now,
 * that they came online or went offline: event `presence` `{ userId, online }`. A failure is
 * logged: presence is a hint, and the contact list answers it afresh (GET chat/users `online`).
 */
export async function announcePresence(realtime: Realtime, userId: string, online: boolean): Promise<void> {
  try {
    const db = await getDb();
    const [person] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (!person || !isChatRole(person.role)) return;
    const listers = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.role, listersOf(person.role)), eq(users.status, "approved"), ne(users.id, userId)));
    if (listers.length === 0) return;
    const present = await realtime.onlineUserIds(listers.map((l) => l.id));
    if (present.size === 0) return;
    const data: PresenceEvent = { userId, online };
    await realtime.publishMany([...present], { event: CHAT_EVENTS.presence, data });
  } catch (error) {
    log.error({ err: error }, "announcing presence failed");
  }
}

/** The adapters this process relays presence changes of, on globalThis: Next bundles each route apart, and one relay per adapter is enough. */
const relaying = ((globalThis as typeof globalThis & { __mmfChatPresence?: WeakSet<Realtime> }).__mmfChatPresence ??= new WeakSet());

/**
 * Relays the adapter's presence changes to contacts (`announcePresence`): a person's first stream
 * opening, their last one closing or expiring (an instance that died, swept by another). The
 * adapter tells each change once, to the instance that made it (lib/realtime `onPresenceChange`).
 * Called by every stream that opens, so each instance holding streams relays.
 */
export function relayPresence(realtime: Realtime): void {
  if (relaying.has(realtime)) return;
  relaying.add(realtime);
  realtime.onPresenceChange(({ userId, online }) => void announcePresence(realtime, userId, online));
}
