"use client";

import { Check } from "lucide-react";
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { isStored, messageDateTime, shownKey, threadItems, type ShownMessage } from "./thread";

/** How near the top (px) scrolling loads the older messages, and how near the bottom counts as following the newest. */
const LOAD_OLDER_WITHIN = 80;
const FOLLOW_WITHIN = 120;

/**
 * The conversation's messages: day separators, each message's time, this tab's own pending
 * ("Sending…"), confirmed ("Sent") or failed with Retry; text as text, never HTML. It opens on the
 * newest and follows new ones while the reader is at the bottom; scrolling up to the top loads
 * the older page (the Load older messages button does the same by keyboard) and keeps the
 * reader's place. Screen readers hear new messages through the panel's polite announcer, not from
 * this list (older pages coming in would be read out too).
 */
export function MessageThread({
  meId,
  contactName,
  messages,
  loading,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  typing,
}: {
  meId: string;
  contactName: string;
  messages: ShownMessage[];
  loading: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  typing: boolean;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const beforeOlder = useRef<{ height: number; top: number; firstKey: string } | null>(null);
  // Today and yesterday are counted from when the thread was drawn.
  const items = useMemo(() => threadItems(messages, meId, new Date()), [messages, meId]);

  const first = messages[0];
  const firstKey = first ? shownKey(first) : null;
  const newest = messages.at(-1);
  const newestKey = newest ? shownKey(newest) : null;
  const newestMine = newest ? !isStored(newest) || newest.senderId._id === meId : false;

  // Older messages came in above: keep what the reader was looking at where it was.
  useLayoutEffect(() => {
    const el = scroller.current;
    const saved = beforeOlder.current;
    if (!el || !saved || saved.firstKey === firstKey) return;
    el.scrollTop = el.scrollHeight - saved.height + saved.top;
    beforeOlder.current = null;
  }, [firstKey]);

  // A new newest message (or the typing line): into view if the reader follows the end, or it is their own.
  useEffect(() => {
    const el = scroller.current;
    if (el && (following.current || newestMine)) el.scrollTop = el.scrollHeight;
  }, [newestKey, newestMine, typing]);

  // The panel or a message changed size (the phone turned, the keyboard opened, a message failed):
  // a reader following the end stays at it.
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (following.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    if (list.current) observer.observe(list.current);
    return () => observer.disconnect();
  }, []);

  function loadOlder() {
    const el = scroller.current;
    if (!el || !hasOlder || loadingOlder) return;
    beforeOlder.current = { height: el.scrollHeight, top: el.scrollTop, firstKey: firstKey ?? "" };
    onLoadOlder();
  }

  function onScroll() {
    const el = scroller.current;
    if (!el) return;
    following.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_WITHIN;
    if (el.scrollTop < LOAD_OLDER_WITHIN) loadOlder();
  }

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      // Focusable, so the keyboard can scroll it.
      tabIndex={0}
      role="region"
      aria-label={`Messages with ${contactName}`}
      className="min-h-0 flex-1 overflow-y-auto p-3"
    >
      {hasOlder ? (
        <div className="mb-2 flex justify-center">
          <button type="button" className="btn-ghost min-h-11" disabled={loadingOlder} onClick={loadOlder}>
            {loadingOlder ? "Loading older messages…" : "Load older messages"}
          </button>
        </div>
      ) : null}
      {loading ? <p className="text-muted">Loading messages…</p> : null}
      {!loading && messages.length === 0 ? <p className="mt-8 text-center text-muted">No messages yet. Start the conversation!</p> : null}
      <ol ref={list} className="space-y-2">
        {items.map((item) =>
          item.kind === "day" ? (
            <li key={item.key} className="flex items-center gap-3 py-2">
              <span aria-hidden className="h-px flex-1 bg-line" />
              <h4 className="text-sm font-semibold text-muted">{item.label}</h4>
              <span aria-hidden className="h-px flex-1 bg-line" />
            </li>
          ) : (
            <li key={item.key} className={`flex ${item.mine ? "justify-end" : "justify-start"}`}>
              <div className={`max-w-[85%] rounded-2xl px-3 py-2 ${item.mine ? "bg-brand-100" : "bg-sand-100"}`}>
                <span className="sr-only">{item.mine ? "You" : contactName}: </span>
                <p className="whitespace-pre-wrap break-words text-ink">{item.message.text}</p>
                <p className="mt-1 flex flex-wrap items-center justify-end gap-x-2 text-sm text-muted">
                  {isStored(item.message) ? (
                    <>
                      <time dateTime={item.message.createdAt} title={messageDateTime(new Date(item.message.createdAt))}>
                        {item.time}
                      </time>
                      {item.mine ? (
                        <span className="inline-flex items-center gap-1">
                          <Check aria-hidden className="size-4" />
                          Sent
                        </span>
                      ) : null}
                    </>
                  ) : item.message.failed ? (
                    <>
                      <span className="font-semibold text-danger-600">Not sent.</span>
                      <button type="button" className="link inline-flex min-h-6 items-center" onClick={() => onRetry(item.key)}>
                        Retry
                      </button>
                    </>
                  ) : (
                    "Sending…"
                  )}
                </p>
              </div>
            </li>
          ),
        )}
      </ol>
      {typing ? <p className="mt-2 text-sm text-muted italic">{contactName} is typing…</p> : null}
    </div>
  );
}
