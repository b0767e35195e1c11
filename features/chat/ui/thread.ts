import { CHAT_TEXT_MAX } from "@/features/chat/schema";
import { roleLabel } from "@/lib/auth/roles";
import { SITE_LOCALE, formatNumber } from "@/lib/format";
import type { ChatContact, ChatMessage } from "./api";

/*
 * The chat widget's pure rules (features/chat/README.md, "The widget"): what the thread shows
 * (this tab's own messages on their way, the stored ones by seq, day separators, times), the
 * counter near the length limit, and the contact search.
 */

/** A message on screen: stored (with its seq), or this tab's own still on its way, or failed with Retry. */
export type PendingMessage = { pending: true; failed: boolean; clientId: string; text: string; to: string };
export type ShownMessage = ChatMessage | PendingMessage;
export const isStored = (m: ShownMessage): m is ChatMessage => !("pending" in m);
export const shownKey = (m: ShownMessage): string => (isStored(m) ? m.id : m.clientId);

/**
 * Adds stored messages not yet shown, in seq order, each once (by id: the spec's "added only if
 * not already present"); a pending message of this tab goes when its stored one (same clientId)
 * comes. Pending and failed ones stay last, in the order they were written.
 */
export function mergeMessages(shown: readonly ShownMessage[], incoming: readonly ChatMessage[]): ShownMessage[] {
  const ids = new Set(shown.filter(isStored).map((m) => m.id));
  const fresh = incoming.filter((m, i) => !ids.has(m.id) && incoming.findIndex((n) => n.id === m.id) === i);
  if (fresh.length === 0) return shown as ShownMessage[];
  const confirmed = new Set(fresh.map((m) => m.clientId).filter(Boolean));
  const stored = [...shown.filter(isStored), ...fresh].sort((a, b) => a.seq - b.seq);
  return [...stored, ...shown.filter((m) => !isStored(m) && !confirmed.has(m.clientId))];
}

/** How many characters before the limit the counter appears. */
export const COUNTER_WARN_BEFORE = 200;

/** The counter under the text box near the limit ("1,850 / 2,000"), or null further from it. */
export function draftCounter(length: number, max = CHAT_TEXT_MAX): { text: string; atLimit: boolean } | null {
  if (length < max - COUNTER_WARN_BEFORE) return null;
  return { text: `${formatNumber(length)} / ${formatNumber(max)}`, atLimit: length >= max };
}

/** Whether a contact matches the search box: every word in the name, e-mail or role, any case. */
export function matchesSearch(contact: Pick<ChatContact, "name" | "email" | "role">, query: string): boolean {
  const words = query.toLocaleLowerCase(SITE_LOCALE).split(/\s+/).filter(Boolean);
  const haystack = `${contact.name} ${contact.email} ${roleLabel[contact.role]}`.toLocaleLowerCase(SITE_LOCALE);
  return words.every((word) => haystack.includes(word));
}

const dayKeyFormats = new Map<string, Intl.DateTimeFormat>();
const labelFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function cached(map: Map<string, Intl.DateTimeFormat>, timeZone: string | undefined, make: () => Intl.DateTimeFormat) {
  const key = timeZone ?? "";
  let format = map.get(key);
  if (!format) {
    format = make();
    map.set(key, format);
  }
  return format;
}

/** The calendar day of an instant in `timeZone` (the viewer's own when left out), as YYYY-MM-DD. */
export function dayKey(date: Date, timeZone?: string): string {
  // en-CA writes a date as YYYY-MM-DD.
  return cached(
    dayKeyFormats,
    timeZone,
    () => new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }),
  ).format(date);
}

/** The day before a YYYY-MM-DD day. */
function previousDay(key: string): string {
  const date = new Date(`${key}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** A day separator's words: "Today", "Yesterday", else "Friday, 27 November 2026". */
export function dayLabel(date: Date, now: Date, timeZone?: string): string {
  const key = dayKey(date, timeZone);
  const today = dayKey(now, timeZone);
  if (key === today) return "Today";
  if (key === previousDay(today)) return "Yesterday";
  return cached(
    labelFormats,
    timeZone,
    () => new Intl.DateTimeFormat(SITE_LOCALE, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone }),
  ).format(date);
}

/** A message's time stamp: "14:05" (24-hour, the site's way). */
export function messageTime(date: Date, timeZone?: string): string {
  return cached(timeFormats, timeZone, () => new Intl.DateTimeFormat(SITE_LOCALE, { hour: "2-digit", minute: "2-digit", timeZone })).format(
    date,
  );
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A message's full date and time (the time stamp's tooltip): "Saturday, 28 November 2026 at 14:05". */
export function messageDateTime(date: Date, timeZone?: string): string {
  return cached(
    dateTimeFormats,
    timeZone,
    () => new Intl.DateTimeFormat(SITE_LOCALE, { dateStyle: "full", timeStyle: "short", timeZone }),
  ).format(date);
}

export type ThreadItem =
  { kind: "day"; key: string; label: string } | { kind: "message"; key: string; message: ShownMessage; mine: boolean; time: string | null };

/**
 * The thread as drawn: each message with its time, a day separator before the first message of
 * every day. A message still on its way belongs to today.
 */
export function threadItems(messages: readonly ShownMessage[], meId: string, now: Date, timeZone?: string): ThreadItem[] {
  const items: ThreadItem[] = [];
  let lastDay = "";
  for (const message of messages) {
    const at = isStored(message) ? new Date(message.createdAt) : now;
    const day = dayKey(at, timeZone);
    if (day !== lastDay) {
      items.push({ kind: "day", key: `day-${day}`, label: dayLabel(at, now, timeZone) });
      lastDay = day;
    }
    items.push({
      kind: "message",
      key: shownKey(message),
      message,
      mine: isStored(message) ? message.senderId._id === meId : true,
      time: isStored(message) ? messageTime(at, timeZone) : null,
    });
  }
  return items;
}
