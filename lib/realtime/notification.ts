import { randomBytes } from "node:crypto";
import type { RealtimeEvent } from "./types";

/**
 * What one NOTIFY carries between instances (lib/realtime/postgres.ts): an event and the users it
 * is for, as JSON. PostgreSQL refuses a payload of 8000 bytes or more, and a chat message of 2,000
 * characters can exceed that once written as JSON (a control character becomes six bytes, \u0001;
 * a character outside the BMP four). Such an event is cut into parts, sent in one statement (so
 * in one transaction: delivered together or not at all), and put back together by the receiver:
 * nothing is stored, no instance needs to read anything back, and any size goes through.
 *
 * A part is `~<set id> <index> <count>\n` followed by a slice of the JSON cut between two
 * characters (never inside one's UTF-8 bytes); a whole event is its JSON, which starts with `{`.
 */
export type Notification = { users: string[]; event: RealtimeEvent };

/** PostgreSQL's limit is `strlen(payload) < 8000`. */
export const NOTIFY_MAX_BYTES = 7999;
/** Room left in a part for its header (`~` 16 characters, two numbers, three separators). */
const HEADER_BYTES = 40;

/** The payloads that carry `notification`: one when it fits in `maxBytes`, else its parts. */
export function encodeNotification(notification: Notification, maxBytes = NOTIFY_MAX_BYTES): string[] {
  const json = JSON.stringify(notification);
  const bytes = Buffer.from(json, "utf8");
  if (bytes.length <= maxBytes) return [json];
  const room = maxBytes - HEADER_BYTES;
  const slices: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + room, bytes.length);
    // Back off to the first byte of a character: continuation bytes are 10xxxxxx.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end -= 1;
    slices.push(bytes.toString("utf8", start, end));
    start = end;
  }
  const id = randomBytes(12).toString("base64url");
  return slices.map((slice, index) => `~${id} ${index} ${slices.length}\n${slice}`);
}

type PartialSet = { parts: (string | undefined)[]; received: number; startedAt: number };

/**
 * Puts notifications back together on the receiving side: `accept` answers a whole one, or null
 * for a part that completes nothing yet and for anything that is not a notification. Parts of a
 * set arrive together (one transaction); a set left incomplete (the connection dropped between
 * them) is forgotten after `maxAgeMs`, and on `reset`.
 */
export class NotificationAssembler {
  private readonly pending = new Map<string, PartialSet>();

  constructor(private readonly maxAgeMs = 60_000) {}

  accept(payload: string, now = Date.now()): Notification | null {
    if (!payload.startsWith("~")) return parse(payload);
    const newline = payload.indexOf("\n");
    const header = /^~([A-Za-z0-9_-]{1,32}) (\d{1,6}) (\d{1,6})$/.exec(payload.slice(0, newline));
    if (newline < 0 || !header) return null;
    const [, id, indexText, countText] = header as unknown as [string, string, string, string];
    const index = Number(indexText);
    const count = Number(countText);
    if (count < 2 || index >= count) return null;
    this.forgetOlderThan(now - this.maxAgeMs);
    let set = this.pending.get(id);
    if (!set) {
      set = { parts: Array.from({ length: count }), received: 0, startedAt: now };
      this.pending.set(id, set);
    }
    if (set.parts.length !== count || set.parts[index] !== undefined) return null;
    set.parts[index] = payload.slice(newline + 1);
    set.received += 1;
    if (set.received < count) return null;
    this.pending.delete(id);
    return parse(set.parts.join(""));
  }

  /** Forgets every incomplete set (the connection they came on is gone). */
  reset(): void {
    this.pending.clear();
  }

  get incomplete(): number {
    return this.pending.size;
  }

  private forgetOlderThan(time: number): void {
    for (const [id, set] of this.pending) {
      if (set.startedAt < time) this.pending.delete(id);
    }
  }
}

function parse(json: string): Notification | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { users, event } = value as Partial<Notification>;
  if (!Array.isArray(users) || !users.every((user) => typeof user === "string")) return null;
  if (typeof event !== "object" || event === null || typeof event.event !== "string") return null;
  if (event.id !== undefined && typeof event.id !== "string") return null;
  return { users, event };
}
