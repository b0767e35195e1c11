/**
 * The live events of chat (features/chat/README.md, "Events"), the same in every realtime mode:
 * on the server-sent event stream as `event:` names, on Pusher as event names on the person's
 * private channel.
 */
export const CHAT_EVENTS = {
  /** A message to or from the person (data: the message, as GET chat/{userId} gives it; id: its seq). */
  message: "message",
  /** The person read messages in another tab (data: `ReadEvent`). */
  read: "read",
  /** A contact is typing to the person (data: `{ senderId }`; shown for 3 seconds). */
  typing: "typing",
  /** A contact came online or went offline (data: `{ userId, online }`). */
  presence: "presence",
  /** The stream is live (server-sent events only; id: the seq it resumes from, data: `{ after }`). */
  ready: "ready",
} as const;

export type ReadEvent = { userId: string; upToId: number; unreadCount: number; unreadTotal: number };
export type TypingEvent = { senderId: string };
export type PresenceEvent = { userId: string; online: boolean };
