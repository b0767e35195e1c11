"use client";

import { MessageCircle } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { CHAT_EVENTS, type ReadEvent } from "@/features/chat/events";
import type { Role } from "@/lib/db/schema";
import type { ChatMessage } from "./api";
import { ChatPanel } from "./chat-panel";
import { useChatEvents, type ChatSignal } from "./use-chat-events";

export type ChatListener = (signal: ChatSignal) => void;

/**
 * The dashboards' floating chat button (the first shell widget, features/chat/dashboard.tsx) with
 * the count of messages waiting unread, kept live by the chat events; it opens the chat panel.
 * The button listens while the dashboard is open, so the person counts as online and the count
 * stays right; the panel, while open, hears the same events. New messages are announced to screen
 * readers politely (aria-live), with the panel open or not.
 */
export function ChatButton({ me, initialUnread }: { me: { id: string; role: Role }; initialUnread: number }) {
  const [open, setOpen] = useState(false);
  const [unread, setUnread] = useState(initialUnread);
  const panelId = useId();
  const listeners = useRef(new Set<ChatListener>());
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const openRef = useRef(open);
  // The same words twice in a row are still a new announcement: a no-break space tells them apart.
  const announce = useCallback((text: string) => setAnnouncement((said) => (said === text ? `${text}\u00a0` : text)), []);
  useEffect(() => {
    openRef.current = open;
  });

  useChatEvents((signal) => {
    if (signal.name === CHAT_EVENTS.message) {
      const message = signal.data as ChatMessage;
      if (message.receiverId._id === me.id) {
        setUnread((n) => n + 1);
        // While the panel is open, it says more (the text, in the open conversation).
        if (!openRef.current) announce(`New message from ${message.senderId.name}`);
      }
    }
    if (signal.name === CHAT_EVENTS.read) setUnread((signal.data as ReadEvent).unreadTotal);
    for (const listener of listeners.current) listener(signal);
  });

  const listen = useCallback((listener: ChatListener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <div className="flex flex-col items-end gap-3">
      {open ? <ChatPanel id={panelId} me={me} listen={listen} onClose={close} onUnreadTotal={setUnread} onAnnounce={announce} /> : null}
      {/* New messages, said politely to screen readers (the panel's list itself is not live: older pages would be read out). */}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
      <button
        ref={buttonRef}
        type="button"
        className="btn-primary min-h-12 rounded-full px-5 shadow-lg"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <MessageCircle aria-hidden className="size-5" />
        Chat
        {unread > 0 ? (
          <span className="ml-1 rounded-full bg-surface px-2 py-0.5 text-sm font-semibold text-brand-800">
            {unread}
            <span className="sr-only"> unread {unread === 1 ? "message" : "messages"}</span>
          </span>
        ) : null}
      </button>
    </div>
  );
}
