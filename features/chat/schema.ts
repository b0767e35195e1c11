import { z } from "zod";
import { searchTerm, trimmed } from "@/lib/validate";

/** Chat's inputs, shared by the widget and the services (features/chat/README.md). */

/** The most characters a message may hold (the table's check says the same: lib/db/schema/chat.ts). */
export const CHAT_TEXT_MAX = 2000;
export const TEXT_REQUIRED = "Message text is required";
export const TEXT_TOO_LONG = `A message may be at most ${CHAT_TEXT_MAX.toLocaleString("en")} characters`;

/** A message's text: trimmed at both ends (line breaks inside are kept), not blank, at most CHAT_TEXT_MAX characters. */
export const messageText = z.preprocess(trimmed, z.string(TEXT_REQUIRED).min(1, TEXT_REQUIRED).max(CHAT_TEXT_MAX, TEXT_TOO_LONG));

/**
 * POST chat/send/{userId}: the text, and the sending tab's own key for this message (`clientId`,
 * e.g. a UUID it made): a retry with the same key answers the message stored the first time.
 */
export const sendMessageSchema = z.strictObject({
  text: messageText,
  clientId: z
    .string("clientId must be a string")
    .trim()
    .min(1, "clientId must not be blank")
    .max(100, "clientId must be at most 100 characters")
    .optional(),
});

/** A message's `seq` as a cursor in a query string or a body: a whole number from 0. */
const seqCursor = (name: string) =>
  z.coerce
    .number(`${name} must be a message's seq (a whole number)`)
    .int(`${name} must be a message's seq (a whole number)`)
    .min(0, `${name} must be a message's seq (a whole number)`)
    .max(Number.MAX_SAFE_INTEGER, `${name} must be a message's seq (a whole number)`);

export const THREAD_PAGE_DEFAULT = 50;
export const THREAD_PAGE_MAX = 100;

/**
 * GET chat/{userId}: the newest page by default; `before` a seq for the page of older messages
 * (scrolling up), `after` a seq for what came since (catching up after a reconnect). Not both.
 * Query parameters other than these are ignored (a cache-buster), as elsewhere.
 */
export const threadQuerySchema = z
  .object({
    before: seqCursor("before").optional(),
    after: seqCursor("after").optional(),
    limit: z.coerce
      .number("limit must be a whole number")
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(THREAD_PAGE_MAX, `limit must be at most ${THREAD_PAGE_MAX}`)
      .default(THREAD_PAGE_DEFAULT),
  })
  .refine((q) => q.before === undefined || q.after === undefined, { message: "Give before or after, not both", path: ["after"] });

/** POST chat/read/{userId}: read up to this seq (the newest message the person has seen); every unread one when left out. */
export const markReadSchema = z.strictObject({ upToId: seqCursor("upToId").optional() });

/** GET chat/stream: where to resume (Last-Event-ID, else `?after=`), a seq. */
export const streamQuerySchema = z.object({ after: seqCursor("after").optional() });

export const CONTACTS_LIMIT_DEFAULT = 200;
export const CONTACTS_LIMIT_MAX = 500;

/** GET chat/users: an optional search of names and e-mails (`q`), and how many contacts at most (`limit`). */
export const contactsQuerySchema = z.object({
  q: searchTerm({ max: 100 }),
  limit: z.coerce
    .number("limit must be a whole number")
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(CONTACTS_LIMIT_MAX, `limit must be at most ${CONTACTS_LIMIT_MAX}`)
    .default(CONTACTS_LIMIT_DEFAULT),
});

/** POST chat/pusher-auth: what pusher-js sends to authorise a channel subscription (form-encoded). */
export const pusherAuthSchema = z.object({
  socket_id: z.string("socket_id is required").regex(/^\d+\.\d+$/, "socket_id must be a Pusher socket id"),
  channel_name: z.string("channel_name is required").min(1, "channel_name is required").max(200, "channel_name is too long"),
});
