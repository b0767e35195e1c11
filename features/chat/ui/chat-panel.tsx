"use client";

import { ArrowLeft, LogIn, Users, X } from "lucide-react";
import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { CHAT_EVENTS, type PresenceEvent, type ReadEvent, type TypingEvent } from "@/features/chat/events";
import { THREAD_PAGE_DEFAULT } from "@/features/chat/schema";
import { ApiError } from "@/lib/http/api-client";
import type { Role } from "@/lib/db/schema";
import { errorMessage, errorToast, toastArgs } from "@/components/ui/mutation-feedback";
import { fetchContacts, fetchThread, markChatRead, sendChatMessage, sendChatTyping, type ChatContact, type ChatMessage } from "./api";
import type { ChatListener } from "./chat-button";
import { ContactList } from "./contact-list";
import { MessageComposer } from "./message-composer";
import { MessageThread } from "./message-thread";
import { isStored, mergeMessages, type ShownMessage } from "./thread";

/** The spec's chat toasts (02 §8). */
export const CHAT_TOASTS = {
  users: "Failed to fetch users",
  messages: "Failed to fetch messages",
  send: "Failed to send message",
  invalid: "Invalid response format",
} as const;

const TYPING_SHOWN_MS = 3_000;
const TYPING_SENT_EVERY_MS = 2_000;

/** The signed-out answer: the panel shows Access Denied instead of toasting. */
const signedOut = (e: unknown) => e instanceof ApiError && e.status === 401;

/**
 * The chat widget the button opens (spec 02, "Chat widget"): the contacts with search, online
 * markers, unread counts and the dimmed ones; the conversation with the chosen one (the newest
 * messages, older ones on scrolling up, day separators, the typing indicator for 3 seconds, this
 * tab's messages pending, then confirmed or failed with Retry); the text box. Under 768 px the
 * contacts are a sidebar over the conversation: choosing someone closes it, Back opens it again,
 * and View Contacts opens it when no one is chosen. Signed out (the session ended while the
 * dashboard stayed open): Access Denied with Go to Login. Focus moves with the person: to the
 * search box on opening, to the text box on choosing someone, back to the search box on Back.
 */
export function ChatPanel({
  id,
  me,
  listen,
  onClose,
  onUnreadTotal,
  onAnnounce,
}: {
  id: string;
  me: { id: string; role: Role };
  listen: (listener: ChatListener) => () => void;
  onClose: () => void;
  onUnreadTotal: (total: number) => void;
  /** Says something to screen readers, politely (the button's live region). */
  onAnnounce: (text: string) => void;
}) {
  const [contacts, setContacts] = useState<ChatContact[] | null>(null);
  const [denied, setDenied] = useState(false);
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<string | null>(null);
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [typing, setTyping] = useState(false);
  const [draft, setDraft] = useState("");
  const searchRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const viewContactsRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<"search" | "text" | "view-contacts" | null>("search");
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastTypingSent = useRef(0);
  const selectedRef = useRef<string | null>(null);
  const messagesRef = useRef<ShownMessage[]>([]);
  const contactsRef = useRef<ChatContact[] | null>(null);
  useEffect(() => {
    selectedRef.current = selected;
    messagesRef.current = messages;
    contactsRef.current = contacts;
  });
  const contact = contacts?.find((c) => c.id === selected) ?? null;
  const heading =
    me.role === "instructor" || me.role === "school" ? "Chat with the foundation's team" : "Chat with instructors and schools";

  /** A failed call: Access Denied when signed out, else the spec's toast (the server's reason below it). */
  const failed = useCallback((e: unknown, title: string) => {
    if (signedOut(e)) setDenied(true);
    else toast.error(...toastArgs(errorToast(errorMessage(e, ""), title)));
  }, []);

  const loadContacts = useCallback(async () => {
    try {
      setContacts(await fetchContacts());
    } catch (e) {
      failed(e, CHAT_TOASTS.users);
    }
  }, [failed]);

  // Focus follows the person's step, once the element it goes to is drawn. Under 768 px (a phone,
  // most likely) it does not go into a text field by itself, which would open the on-screen keyboard.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    const wide = window.matchMedia("(min-width: 768px)").matches;
    const el =
      target === "search"
        ? wide
          ? searchRef.current
          : panelRef.current
        : target === "text"
          ? wide
            ? textRef.current
            : backRef.current
          : viewContactsRef.current;
    if (!el) return;
    el.focus();
    focusNext.current = null;
  });

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
      focusNext.current = "text";
      setSelected(otherId);
      setSidebarOpen(false);
      setMessages([]);
      setHasOlder(false);
      setTyping(false);
      setDraft("");
      setLoading(true);
      try {
        const page = await fetchThread(otherId);
        if (selectedRef.current !== otherId) return;
        setMessages(page);
        setHasOlder(page.length >= THREAD_PAGE_DEFAULT);
        await readUpTo(otherId, page);
      } catch (e) {
        failed(e, CHAT_TOASTS.messages);
      } finally {
        if (selectedRef.current === otherId) setLoading(false);
      }
    },
    [readUpTo, failed],
  );

  function back() {
    selectedRef.current = null;
    focusNext.current = "search";
    setSelected(null);
    setMessages([]);
    setTyping(false);
    setSidebarOpen(true);
  }

  /** After a reconnect: the counts and markers again, and the open conversation from the last stored seq. */
  const resync = useCallback(async () => {
    await loadContacts();
    const otherId = selectedRef.current;
    if (!otherId) return;
    const last = messagesRef.current.filter(isStored).at(-1)?.seq;
    const fresh = await fetchThread(otherId, last === undefined ? {} : { after: last }).catch(() => []);
    if (selectedRef.current !== otherId) return;
    setMessages((m) => mergeMessages(m, fresh));
    await readUpTo(otherId, fresh);
  }, [loadContacts, readUpTo]);

  useEffect(() => {
    let live = true;
    fetchContacts()
      .then((list) => live && setContacts(list))
      .catch((e: unknown) => live && failed(e, CHAT_TOASTS.users));
    return () => {
      live = false;
    };
  }, [failed]);

  useEffect(
    () =>
      listen((signal) => {
        const otherId = selectedRef.current;
        switch (signal.name) {
          case CHAT_EVENTS.message: {
            const message = signal.data as ChatMessage;
            const incoming = message.receiverId._id === me.id;
            const other = incoming ? message.senderId._id : message.receiverId._id;
            if (other === otherId) {
              const isNew = !messagesRef.current.some((m) => isStored(m) && m.id === message.id);
              setMessages((m) => mergeMessages(m, [message]));
              if (incoming) {
                setTyping(false);
                if (isNew) onAnnounce(`${message.senderId.name}: ${message.text}`);
                void readUpTo(otherId, [message]);
              }
            } else if (incoming) {
              onAnnounce(`New message from ${message.senderId.name}`);
              // Someone not listed yet (approved since the list was read): read the list again.
              if (!contactsRef.current?.some((c) => c.id === other)) void loadContacts();
              else setContacts((list) => list?.map((c) => (c.id === other ? { ...c, unreadCount: c.unreadCount + 1 } : c)) ?? list);
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
    [listen, me.id, readUpTo, resync, loadContacts, onAnnounce],
  );

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  async function loadOlder() {
    const otherId = selected;
    const oldest = messages.filter(isStored)[0];
    if (!otherId || !oldest || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await fetchThread(otherId, { before: oldest.seq });
      if (selectedRef.current !== otherId) return;
      setHasOlder(page.length >= THREAD_PAGE_DEFAULT);
      setMessages((m) => mergeMessages(m, page));
    } catch (e) {
      failed(e, CHAT_TOASTS.messages);
    } finally {
      setLoadingOlder(false);
    }
  }

  const markFailed = (clientId: string) =>
    setMessages((m) => m.map((x) => (!isStored(x) && x.clientId === clientId ? { ...x, failed: true } : x)));

  async function deliver(to: string, text: string, clientId: string) {
    try {
      const answer = await sendChatMessage(to, text, clientId);
      const data = answer?.data;
      if (!data || typeof data.id !== "string" || typeof data.seq !== "number") {
        markFailed(clientId);
        toast.error(CHAT_TOASTS.invalid);
        return;
      }
      setMessages((m) => (selectedRef.current === to ? mergeMessages(m, [data]) : m));
    } catch (e) {
      markFailed(clientId);
      failed(e, CHAT_TOASTS.send);
    }
  }

  function send() {
    const text = draft.trim();
    if (!selected || text === "") return;
    const clientId = crypto.randomUUID();
    setMessages((m) => [...m, { pending: true, failed: false, clientId, text, to: selected }]);
    setDraft("");
    // The receiver's indicator goes with the message: the next keystroke signals typing again at once.
    lastTypingSent.current = 0;
    void deliver(selected, text, clientId);
  }

  function retry(clientId: string) {
    const message = messages.find((m) => !isStored(m) && m.clientId === clientId);
    if (!message || isStored(message)) return;
    setMessages((m) => m.map((x) => (!isStored(x) && x.clientId === clientId ? { ...x, failed: false } : x)));
    focusNext.current = "text";
    void deliver(message.to, message.text, clientId);
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
      ref={panelRef}
      id={id}
      tabIndex={-1}
      role="dialog"
      aria-label="Chat"
      onKeyDown={(e) => e.key === "Escape" && onClose()}
      className="card flex h-[min(38rem,calc(100dvh-7rem))] w-[calc(100vw-2rem)] flex-col overflow-hidden p-0! shadow-xl sm:w-[48rem]"
    >
      <div className="flex items-center justify-between gap-2 border-b border-line py-2 pr-2 pl-4">
        <h2 className="text-lg font-semibold text-ink">{heading}</h2>
        <button type="button" className="btn-ghost min-h-11 px-3" onClick={onClose}>
          <X aria-hidden className="size-5" />
          <span className="sr-only">Close chat</span>
        </button>
      </div>
      {denied ? (
        <div className="m-auto flex max-w-sm flex-col items-center gap-3 p-6 text-center">
          <h3 className="text-xl font-semibold text-ink">Access Denied</h3>
          <p className="text-muted">Your session has ended. Sign in again to use chat.</p>
          <Link href="/login" className="btn-primary min-h-11">
            <LogIn aria-hidden className="size-5" />
            Go to Login
          </Link>
        </div>
      ) : (
        <div className="flex min-h-0 flex-1">
          <ContactList
            id={`${id}-contacts`}
            contacts={contacts}
            query={query}
            onQuery={setQuery}
            selected={selected}
            onSelect={(contactId) => void open(contactId)}
            open={sidebarOpen}
            onCloseSidebar={() => {
              focusNext.current = "view-contacts";
              setSidebarOpen(false);
            }}
            searchRef={searchRef}
          />
          <section
            aria-label={contact ? `Conversation with ${contact.name}` : "Conversation"}
            className={`min-w-0 flex-1 flex-col ${sidebarOpen ? "hidden md:flex" : "flex"}`}
          >
            {!contact ? (
              <div className="m-auto flex flex-col items-center gap-3 p-4 text-center">
                <p className="text-muted">Select a user to start messaging</p>
                <button
                  ref={viewContactsRef}
                  type="button"
                  className="btn-secondary min-h-11 md:hidden"
                  aria-controls={`${id}-contacts`}
                  aria-expanded={sidebarOpen}
                  onClick={() => {
                    focusNext.current = "search";
                    setSidebarOpen(true);
                  }}
                >
                  <Users aria-hidden className="size-5" />
                  View Contacts
                </button>
              </div>
            ) : (
              <>
                <div className="flex items-center gap-2 border-b border-line px-3 py-2">
                  <button ref={backRef} type="button" className="btn-ghost min-h-11 px-3 md:hidden" onClick={back}>
                    <ArrowLeft aria-hidden className="size-5" />
                    Back
                  </button>
                  <span
                    aria-hidden
                    className={`size-3 shrink-0 rounded-full border-2 ${contact.online ? "border-brand-600 bg-brand-600" : "border-muted"}`}
                  />
                  <div className="min-w-0">
                    <h3 className="truncate font-semibold text-ink">{contact.name}</h3>
                    <p className="text-sm text-muted">{contact.online ? "online" : "offline"}</p>
                  </div>
                </div>
                <MessageThread
                  meId={me.id}
                  contactName={contact.name}
                  messages={messages}
                  loading={loading}
                  hasOlder={hasOlder}
                  loadingOlder={loadingOlder}
                  onLoadOlder={() => void loadOlder()}
                  onRetry={retry}
                  typing={typing}
                />
                <MessageComposer
                  id={`${id}-composer`}
                  contactName={contact.name}
                  draft={draft}
                  onDraft={onDraft}
                  onSend={send}
                  textRef={textRef}
                />
              </>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
