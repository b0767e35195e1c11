"use client";

import { useEffect } from "react";

/**
 * The spec's content protection on the library and video screens: the context menu, copy, cut
 * and Ctrl/Cmd+S, P, C and A are blocked on `doc` (capturing, so nothing on the page sees them
 * first), except copy, cut, select all and the menu inside a text field (a search box keeps its
 * own). Returns the function that removes it. Download and picture-in-picture are the player's
 * own (`controlsList`, `disablePictureInPicture`). Self-contained (nothing from the module's
 * scope), so a page without the framework's JavaScript sends it as an inline script
 * (`ContentProtectionScript`).
 */
export function protectContent(doc: Pick<EventTarget, "addEventListener" | "removeEventListener">): () => void {
  // Shortcuts blocked (Ctrl on Windows/Linux, Cmd on macOS): save, print, copy and select all; a text field keeps copy and select all.
  const blockedKeys = ["s", "p", "c", "a"];
  const fieldKeys = ["c", "a"];
  const fromTextField = (target: EventTarget | null): boolean => {
    const element = target as { closest?: (selector: string) => unknown } | null;
    return (
      typeof element?.closest === "function" &&
      Boolean(element.closest('input, textarea, [contenteditable]:not([contenteditable="false"])'))
    );
  };
  const block = (event: Event) => {
    if (!fromTextField(event.target)) event.preventDefault();
  };
  const onKey = (event: Event) => {
    const key = event as KeyboardEvent;
    const pressed = key.key.toLowerCase();
    if (!(key.ctrlKey || key.metaKey) || !blockedKeys.includes(pressed)) return;
    if (fromTextField(key.target) && fieldKeys.includes(pressed)) return;
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

/** Content protection on a page without the framework's JavaScript (pages/): an inline script. */
export function ContentProtectionScript() {
  return <script dangerouslySetInnerHTML={{ __html: `(${protectContent.toString()})(document)` }} />;
}

/** Content protection for a page that is otherwise a server component: renders nothing. */
export function ContentProtection(): null {
  useContentProtection();
  return null;
}
