"use client";

import { useEffect } from "react";

/** Shortcuts blocked on protected screens: save, print, copy and select all (Ctrl on Windows/Linux, Cmd on macOS). */
const BLOCKED_KEYS = new Set(["s", "p", "c", "a"]);
/** Of those, the ones a text field keeps: copying and selecting what one typed is no leak. */
const FIELD_KEYS = new Set(["c", "a"]);

/** Whether a key press is one of the blocked shortcuts. */
export function isBlockedShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean }): boolean {
  return (event.ctrlKey || event.metaKey) && BLOCKED_KEYS.has(event.key.toLowerCase());
}

/** Whether an event comes from a text field (a search box, say), which keeps its own menu, copy, cut and select all. */
export function fromTextField(target: EventTarget | null): boolean {
  const element = target as { closest?: (selector: string) => unknown } | null;
  return (
    typeof element?.closest === "function" && Boolean(element.closest('input, textarea, [contenteditable]:not([contenteditable="false"])'))
  );
}

/**
 * The spec's content protection on the library and video screens: the context menu, copy, cut
 * and Ctrl/Cmd+S, P, C and A are blocked on `doc` (capturing, so nothing on the page sees them
 * first), except copy, cut, select all and the menu inside a text field. Returns the function
 * that removes it. Download and picture-in-picture are the player's own (`controlsList`,
 * `disablePictureInPicture`).
 */
export function protectContent(doc: Pick<EventTarget, "addEventListener" | "removeEventListener">): () => void {
  const block = (event: Event) => {
    if (!fromTextField(event.target)) event.preventDefault();
  };
  const onKey = (event: Event) => {
    const key = event as KeyboardEvent;
    if (!isBlockedShortcut(key)) return;
    if (fromTextField(key.target) && FIELD_KEYS.has(key.key.toLowerCase())) return;
    event.preventDefault();
  };
  const listeners: [string, (event: Event) => void][] = [
    ["contextmenu", block],
    ["copy", block],
    ["cut", block],
    ["keydown", onKey],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, { capture: true });
  return () => {
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, { capture: true });
  };
}

/** Content protection on the whole document while the calling component is mounted (the player, a video screen). */
export function useContentProtection(): void {
  useEffect(() => protectContent(document), []);
}

/** Content protection for a page that is otherwise a server component: renders nothing. */
export function ContentProtection(): null {
  useContentProtection();
  return null;
}
