"use client";

import { ArrowLeft, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { toast } from "sonner";
import { CHAT_EVENTS, type PresenceEvent, type ReadEvent, type TypingEvent } from "@/features/chat/events";
import { NOT_ALLOWED_LABEL } from "@/features/chat/rules";
import { CHAT_TEXT_MAX, THREAD_PAGE_DEFAULT } from "@/features/chat/schema";
import { roleLabel } from "@/lib/auth/roles";
import type { Role } from "@/lib/db/schema";
import { errorMessage } from "@/components/ui/mutation-feedback";
import { fetchContacts, fetchThread, markChatRead, sendChatMessage, sendChatTyping, type ChatContact, type ChatMessage } from "./api";
import type { ChatListener } from "./chat-button";

/** A message on screen: stored (with its seq), or this tab's own still on its way, or failed with Retry. */
type Shown = ChatMessage | { pending: true; failed: boolean; clientId: string; text: string; to: string };
const isStored = (m: Shown): m is ChatMessage => !("pending" in m);

const TYPING_SHOWN_MS = 3_000;
const TYPING_SENT_EVERY_MS = 2_000;

/** Adds stored messages not yet shown (by id; a pending one of this tab by its clientId), in seq order. */
function merge(shown: Shown[], incoming: ChatMessage[]): Shown[] {
  const ids = new Set(shown.filter(isStored).map((m) => m.id));
  const fresh = incoming.filter((m) => !ids.has(m.id));
  if (fresh.length === 0) return shown;
  const confirmed = new Set(fresh.map((m) => m.clientId).filter(Boolean));
  const stored = [...shown.filter(isStored), ...fresh].sort((a, b) => a.seq - b.seq);
  return [...stored, ...shown.filter((m) => !isStored(m) && !confirmed.has(m.clientId))];
}

/**
 * The chat panel the button opens: the contact list (online markers, unread counts, contacts the
 * person may not message dimmed), and the conversation with the chosen one (older messages on
 * demand, the typing indicator for 3 seconds, a message pending until stored or failed with
 * Retry), and the text box (Enter sends, Shift+Enter breaks the line, at most 2,000 characters).
 * Under 768 px it shows the contacts or the conversation, with Back. A plain version of the
 * spec's widget on the chat API (features/chat/README.md).
 */
export function ChatPanel({
  id,
  me,
  listen,
  onClose,
  onUnreadTotal,
}: {
  id: string;
  me: { id: string; role: Role };
  listen: (listener: ChatListener) => () => void;
  onClose: () => void;
  onUnreadTotal: (total: number) => void;
}) {
  const [contacts, setContacts] = useState<ChatContact[] | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [messages, setMessages] = useState<Shown[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [loading, setLoading] = useState(false);
  const [typing, setTyping] = useState(false);
  const [draft, setDraft] = useState("");
  const logEnd = useRef<HTMLDivElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastTypingSent = useRef(0);
  const selectedRef = useRef<string | null>(null);
  const messagesRef = useRef<Shown[]>([]);
  useEffect(() => {
    selectedRef.current = selected;
    messagesRef.current = messages;
  });
  const contact = contacts?.find((c) => c.id === selected) ?? null;
  const heading =
    me.role === "instructor" || me.role === "school" ? "Chat with the foundation's team" : "Chat with instructors and schools";

  const loadContacts = useCallback(async () => {
    try {
      setContacts(await fetchContacts());
    } catch (e) {
      toast.error(errorMessage(e, "Failed to fetch users"));
    }
  }, []);

  const readUpTo = useCallback(
    async (otherId: string, shown: readonly ChatMessage[]) => {
      const newest = shown.filter((m) => m.senderId._id === otherId).at(-1);
      if (!newest) return;
      const answer = await markChatRead(otherId, newest.seq).catch(() => null);
      if (!answer) return;
      onUnreadTotal(answer.unreadTotal);
      setContacts((list) => list?.map((c) => (c.id === otherId ? { ...c, unreadCount: answer.unreadCount } : c)) ?? list);
    },
    [onUnreadTotal],
  );

  const open = useCallback(
    async (otherId: string) => {
      selectedRef.current = otherId;
      setSelected(otherId);
      setMessages([]);
      setTyping(false);
      setLoading(true);
      try {
        const page = await fetchThread(otherId);
        if (selectedRef.current !== otherId) return;
        setMessages(page);
        setHasOlder(page.length >= THREAD_PAGE_DEFAULT);
        await readUpTo(otherId, page);
      } catch (e) {
        toast.error(errorMessage(e, "Failed to fetch messages"));
      } finally {
        setLoading(false);
      }
    },
    [readUpTo],
  );

  /** After a reconnect: the counts and markers again, and the open conversation from the last stored seq. */
  const resync = useCallback(async () => {
    await loadContacts();
    const otherId = selectedRef.current;
    if (!otherId) return;
    const last = messagesRef.current.filter(isStored).at(-1)?.seq;
    const fresh = await fetchThread(otherId, last === undefined ? {} : { after: last }).catch(() => []);
    if (selectedRef.current !== otherId) return;
    setMessages((m) => merge(m, fresh));
    await readUpTo(otherId, fresh);
  }, [loadContacts, readUpTo]);

  useEffect(() => {
    let live = true;
    fetchContacts()
      .then((list) => live && setContacts(list))
      .catch((e: unknown) => live && toast.error(errorMessage(e, "Failed to fetch users")));
    return () => {
      live = false;
    };
  }, []);

  useEffect(
    () =>
      listen((signal) => {
        const otherId = selectedRef.current;
        switch (signal.name) {
          case CHAT_EVENTS.message: {
            const message = signal.data as ChatMessage;
            const other = message.senderId._id === me.id ? message.receiverId._id : message.senderId._id;
            if (other === otherId) {
              setMessages((m) => merge(m, [message]));
              if (message.senderId._id === otherId) {
                setTyping(false);
                void readUpTo(otherId, [message]);
              }
            } else if (message.receiverId._id === me.id) {
              setContacts((list) => list?.map((c) => (c.id === other ? { ...c, unreadCount: c.unreadCount + 1 } : c)) ?? list);
            }
            break;
          }
          case CHAT_EVENTS.read: {
            const read = signal.data as ReadEvent;
            setContacts((list) => list?.map((c) => (c.id === read.userId ? { ...c, unreadCount: read.unreadCount } : c)) ?? list);
            break;
          }
          case CHAT_EVENTS.presence: {
            const presence = signal.data as PresenceEvent;
            setContacts((list) => list?.map((c) => (c.id === presence.userId ? { ...c, online: presence.online } : c)) ?? list);
            break;
          }
          case CHAT_EVENTS.typing: {
            if ((signal.data as TypingEvent).senderId !== otherId) break;
            setTyping(true);
            clearTimeout(typingTimer.current);
            typingTimer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
            break;
          }
          case "resync":
            void resync();
            break;
        }
      }),
    [listen, me.id, readUpTo, resync],
  );

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  // The newest message in view: on opening a conversation, and as messages come (older ones loaded on demand stay put).
  const newest = messages.at(-1);
  const newestKey = newest ? (isStored(newest) ? newest.id : newest.clientId) : null;
  useEffect(() => {
    logEnd.current?.scrollIntoView({ block: "end" });
  }, [newestKey, typing]);

  async function loadOlder() {
    const otherId = selected;
    const oldest = messages.filter(isStored)[0];
    if (!otherId || !oldest) return;
    try {
      const page = await fetchThread(otherId, { before: oldest.seq });
      setHasOlder(page.length >= THREAD_PAGE_DEFAULT);
      setMessages((m) => merge(m, page));
    } catch (e) {
      toast.error(errorMessage(e, "Failed to fetch messages"));
    }
  }

  async function deliver(to: string, text: string, clientId: string) {
    try {
      const { data } = await sendChatMessage(to, text, clientId);
      setMessages((m) => (selectedRef.current === to ? merge(m, [data]) : m));
    } catch (e) {
      setMessages((m) => m.map((x) => (!isStored(x) && x.clientId === clientId ? { ...x, failed: true } : x)));
      toast.error(errorMessage(e, "Failed to send message"));
    }
  }

  function send() {
    const text = draft.trim();
    if (!selected || text === "") return;
    const clientId = crypto.randomUUID();
    setMessages((m) => [...m, { pending: true, failed: false, clientId, text, to: selected }]);
    setDraft("");
    void deliver(selected, text, clientId);
  }

  function retry(clientId: string) {
    const message = messages.find((m) => !isStored(m) && m.clientId === clientId);
    if (!message || isStored(message)) return;
    setMessages((m) => m.map((x) => (!isStored(x) && x.clientId === clientId ? { ...x, failed: false } : x)));
    void deliver(message.to, message.text, clientId);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  function onDraft(value: string) {
    setDraft(value);
    if (selected && value.trim() !== "" && Date.now() - lastTypingSent.current > TYPING_SENT_EVERY_MS) {
      lastTypingSent.current = Date.now();
      void sendChatTyping(selected).catch(() => undefined);
    }
  }

  return (
    <div
      id={id}
      role="dialog"
      aria-label="Chat"
      onKeyDown={(e) => e.key === "Escape" && onClose()}
      className="card flex h-[min(36rem,calc(100dvh-7rem))] p-0! w-[calc(100vw-2rem)] flex-col overflow-hidden shadow-xl sm:w-[44rem]"
    >
      <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2">
        <h2 className="text-lg font-semibold text-ink">{heading}</h2>
        <button type="button" className="btn-ghost min-h-11 px-3" onClick={onClose}>
          <X aria-hidden className="size-5" />
          <span className="sr-only">Close chat</span>
        </button>
      </div>
      <div className="flex min-h-0 flex-1">
        <nav
          aria-label="Contacts"
          className={`w-full overflow-y-auto border-line md:block md:w-64 md:border-r ${selected ? "hidden" : ""}`}
        >
          {contacts === null ? (
            <p className="p-4 text-muted">Loading contacts…</p>
          ) : contacts.length === 0 ? (
            <p className="p-4 text-muted">No one to chat with yet.</p>
          ) : (
            <ul>
              {contacts.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    disabled={!c.allowed}
                    aria-current={c.id === selected ? "true" : undefined}
                    onClick={() => void open(c.id)}
                    className="flex min-h-14 w-full items-center gap-2 px-4 py-2 text-left hover:bg-brand-50 disabled:opacity-50 aria-[current]:bg-brand-100"
                  >
                    <span aria-hidden className={`size-2.5 shrink-0 rounded-full ${c.online ? "bg-brand-600" : "bg-line"}`} />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold text-ink">{c.name}</span>
                      <span className="block text-sm text-muted">
                        {roleLabel[c.role]} · {c.online ? "online" : "offline"}
                        {c.allowed ? "" : ` · ${NOT_ALLOWED_LABEL}`}
                      </span>
                    </span>
                    {c.unreadCount > 0 ? (
                      <span className="rounded-full bg-brand-600 px-2 py-0.5 text-sm font-semibold text-white">
                        {c.unreadCount}
                        <span className="sr-only"> unread</span>
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <section
          aria-label={contact ? `Conversation with ${contact.name}` : "Conversation"}
          className={`min-w-0 flex-1 flex-col ${selected ? "flex" : "hidden md:flex"}`}
        >
          {!contact ? (
            <p className="m-auto p-4 text-muted">Select a user to start messaging</p>
          ) : (
            <>
              <div className="flex items-center gap-2 border-b border-line px-3 py-2">
                <button type="button" className="btn-ghost min-h-11 px-3 md:hidden" onClick={() => setSelected(null)}>
                  <ArrowLeft aria-hidden className="size-5" />
                  Back
                </button>
                <p className="font-semibold text-ink">{contact.name}</p>
              </div>
              <div role="log" aria-live="polite" className="flex-1 space-y-2 overflow-y-auto p-3">
                {hasOlder ? (
                  <button type="button" className="btn-ghost mx-auto" onClick={() => void loadOlder()}>
                    Load older messages
                  </button>
                ) : null}
                {loading ? <p className="text-muted">Loading messages…</p> : null}
                {!loading && messages.length === 0 ? <p className="text-muted">No messages yet. Start the conversation!</p> : null}
                {messages.map((m) => {
                  const mine = isStored(m) ? m.senderId._id === me.id : true;
                  return (
                    <div key={isStored(m) ? m.id : m.clientId} className={`flex ${mine ? "justify-end" : "justify-start"}`}>
                      <div className={`max-w-[80%] rounded-2xl px-3 py-2 ${mine ? "bg-brand-100" : "bg-sand-100"}`}>
                        <p className="whitespace-pre-wrap break-words text-ink">{m.text}</p>
                        <p className="mt-1 text-sm text-muted">
                          {isStored(m) ? (
                            <time dateTime={m.createdAt}>{new Date(m.createdAt).toLocaleString()}</time>
                          ) : m.failed ? (
                            <>
                              Not sent.{" "}
                              <button type="button" className="link" onClick={() => retry(m.clientId)}>
                                Retry
                              </button>
                            </>
                          ) : (
                            "Sending…"
                          )}
                        </p>
                      </div>
                    </div>
                  );
                })}
                {typing ? <p className="text-sm text-muted">{contact.name} is typing…</p> : null}
                <div ref={logEnd} />
              </div>
              <form
                className="flex items-end gap-2 border-t border-line p-3"
                onSubmit={(e) => {
                  e.preventDefault();
                  send();
                }}
              >
                <label className="sr-only" htmlFor={`${id}-text`}>
                  Message to {contact.name}
                </label>
                <textarea
                  id={`${id}-text`}
                  className="input min-h-11 flex-1 resize-none"
                  rows={2}
                  maxLength={CHAT_TEXT_MAX}
                  value={draft}
                  onChange={(e) => onDraft(e.target.value)}
                  onKeyDown={onKeyDown}
                />
                <button type="submit" className="btn-primary min-h-11" disabled={draft.trim() === ""}>
                  Send
                </button>
              </form>
              {draft.length > CHAT_TEXT_MAX - 200 ? (
                <p className="px-3 pb-2 text-sm text-muted">
                  {draft.length} / {CHAT_TEXT_MAX.toLocaleString("en")}
                </p>
              ) : null}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
