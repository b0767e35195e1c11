/** The chat routes of the OpenAPI document (lib/openapi says how to read an entry). */
import { z } from "zod";
import type { ApiOperations } from "@/lib/openapi";
import { contactsQuerySchema, markReadSchema, pusherAuthSchema, sendMessageSchema, streamQuerySchema, threadQuerySchema } from "./schema";

/** A message as the spec's widget reads it (spec 02 §3 "Chat message"): senderId and receiverId as objects with _id (the original populates them). */
export const messageShape = z
  .object({
    _id: z.string(),
    senderId: z.object({ _id: z.string(), name: z.string(), role: z.string() }),
    receiverId: z.object({ _id: z.string(), name: z.string(), role: z.string() }),
    text: z.string(),
    createdAt: z.iso.datetime(),
    // Ours besides: the cursor of paging and of the stream, and the read state.
    seq: z.number().int().positive(),
    readAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "ChatMessage" });

/** A contact of the chat widget, with its markers. */
export const contactShape = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["instructor", "school", "admin", "superadmin"]),
  allowed: z.boolean(),
  unreadCount: z.number().int().min(0),
  online: z.boolean(),
});
export const sentShape = z.object({ message: z.string(), data: messageShape });

export const chatApi: ApiOperations = {
  "GET /api/v1/chat/users": {
    summary: "The caller's contacts (a bare array; X-Total-Count)",
    query: contactsQuerySchema,
    response: z.array(contactShape),
  },
  "GET /api/v1/chat/[userId]": {
    summary: "A conversation, a page of messages (a bare array; X-Total-Count, Link to the older page)",
    query: threadQuerySchema,
    response: z.array(messageShape),
  },
  "POST /api/v1/chat/send/[userId]": { summary: "Send a message", body: sendMessageSchema, response: sentShape },
  "POST /api/v1/chat/read/[userId]": { summary: "Mark a conversation read", body: markReadSchema },
  "POST /api/v1/chat/typing/[userId]": { summary: "Say the caller is typing" },
  "GET /api/v1/chat/unread": { summary: "The caller's unread messages", response: z.object({ total: z.number() }) },
  "GET /api/v1/chat/config": { summary: "How the browser connects for live messages" },
  "GET /api/v1/chat/stream": {
    summary: "Live messages as server-sent events (embedded and postgres modes)",
    description: "Resumes after `Last-Event-ID`, else `after`.",
    query: streamQuerySchema,
    responseType: "text/event-stream",
  },
  "POST /api/v1/chat/pusher-auth": {
    summary: "Authorise a Pusher channel subscription (pusher-js, form-encoded)",
    bodyType: "application/x-www-form-urlencoded",
    body: pusherAuthSchema,
  },
};
