import { apiFetch } from "@/lib/http/api-client";
import type { Answer } from "@/lib/http/api-client";
import type { chatConfig } from "@/features/chat/server/connect";
import type { ChatContact } from "@/features/chat/server/contacts";
import type { ChatMessage, markRead } from "@/features/chat/server/messages";

/*
 * The chat API as the browser calls it: one function per call (features/chat/README.md, "API").
 * The caller is the signed-in person; no body names them.
 */

export type { ChatContact, ChatMessage };
export type ChatConfig = ReturnType<typeof chatConfig>;
export type ReadAnswer = Answer<typeof markRead>;

const person = (id: string) => encodeURIComponent(id);

/** GET chat/users: the contact list (bare array), latest conversations first; `q` searches. */
export const fetchContacts = (q?: string) =>
  apiFetch<ChatContact[]>(`/chat/users${q ? `?q=${encodeURIComponent(q)}` : ""}`, {}, "Failed to fetch users");

/** GET chat/{userId}: a page of the conversation (bare array, oldest first): the newest, `before` a seq, or `after` a seq. */
export const fetchThread = (userId: string, cursor: { before?: number; after?: number } = {}) => {
  const query = new URLSearchParams(Object.entries(cursor).map(([k, v]) => [k, String(v)]));
  return apiFetch<ChatMessage[]>(`/chat/${person(userId)}${query.size > 0 ? `?${query}` : ""}`, {}, "Failed to fetch messages");
};

/** POST chat/send/{userId}: the stored message as `data`; the same `clientId` again answers the first one. */
export const sendChatMessage = (userId: string, text: string, clientId: string) =>
  apiFetch<{ message: string; data: ChatMessage }>(
    `/chat/send/${person(userId)}`,
    { method: "POST", json: { text, clientId } },
    "Failed to send message",
  );

/** POST chat/read/{userId}: that person's messages read up to a seq (all when left out). */
export const markChatRead = (userId: string, upToId?: number) =>
  apiFetch<ReadAnswer>(`/chat/read/${person(userId)}`, { method: "POST", json: upToId === undefined ? {} : { upToId } });

/** POST chat/typing/{userId}. */
export const sendChatTyping = (userId: string) => apiFetch<{ message: string }>(`/chat/typing/${person(userId)}`, { method: "POST" });

/** GET chat/config: how to listen (server-sent events or Pusher). */
export const fetchChatConfig = () => apiFetch<ChatConfig>("/chat/config");
