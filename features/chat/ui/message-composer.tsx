"use client";

import { SendHorizontal } from "lucide-react";
import type { KeyboardEvent, Ref } from "react";
import { CHAT_TEXT_MAX } from "@/features/chat/schema";
import { draftCounter } from "./thread";

/**
 * The text box and Send: Send is disabled while the text is blank; Enter sends, Shift+Enter
 * breaks the line (not while an input method is composing); at most 2,000 characters, with a
 * counter from 200 before the limit that the text box names as its description.
 */
export function MessageComposer({
  id,
  contactName,
  draft,
  onDraft,
  onSend,
  textRef,
}: {
  id: string;
  contactName: string;
  draft: string;
  onDraft: (value: string) => void;
  onSend: () => void;
  textRef: Ref<HTMLTextAreaElement>;
}) {
  const counter = draftCounter(draft.length);
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    }
  }

  return (
    <form
      className="border-t border-line p-3"
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
      }}
    >
      <div className="flex items-end gap-2">
        <label className="sr-only" htmlFor={`${id}-text`}>
          Message to {contactName}
        </label>
        <textarea
          ref={textRef}
          id={`${id}-text`}
          className="input max-h-40 min-h-11 flex-1 resize-none"
          rows={2}
          maxLength={CHAT_TEXT_MAX}
          placeholder="Type a message"
          aria-describedby={counter ? `${hintId} ${counterId}` : hintId}
          value={draft}
          onChange={(e) => onDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="btn-primary min-h-11" disabled={draft.trim() === ""}>
          <SendHorizontal aria-hidden className="size-5" />
          Send
        </button>
      </div>
      <div className="mt-1 flex justify-between gap-2 text-sm text-muted">
        <p id={hintId} className="max-md:sr-only">
          Enter sends, Shift+Enter starts a new line.
        </p>
        {counter ? (
          <p id={counterId} className={counter.atLimit ? "font-semibold text-danger-600" : undefined}>
            {counter.text}
            <span className="sr-only"> characters{counter.atLimit ? ", the most a message may hold" : ""}</span>
          </p>
        ) : null}
      </div>
    </form>
  );
}
