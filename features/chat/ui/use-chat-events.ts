"use client";

import { useEffect, useRef } from "react";
import { CHAT_EVENTS } from "@/features/chat/events";
import { connectRealtime } from "@/lib/realtime/client";
import { fetchChatConfig } from "./api";

/** What the widget hears: a chat event by name, or `resync` when it may have missed some (it reconnected). */
export type ChatSignal = { name: (typeof CHAT_EVENTS)[keyof typeof CHAT_EVENTS]; data: unknown } | { name: "resync"; data: null };

const LIVE_EVENTS = [CHAT_EVENTS.message, CHAT_EVENTS.read, CHAT_EVENTS.typing, CHAT_EVENTS.presence];

/**
 * Listens to the signed-in person's chat events while mounted, however the site delivers them
 * (GET chat/config, lib/realtime/client.ts `connectRealtime`): the event stream, which resumes
 * from its Last-Event-ID by itself, or Pusher's private channel, with the presence channel's
 * members as `presence`. After a reconnection, `resync`: counts, markers and the open
 * conversation are read again (Pusher replays nothing).
 */
export function useChatEvents(onSignal: (signal: ChatSignal) => void): void {
  const handler = useRef(onSignal);
  useEffect(() => {
    handler.current = onSignal;
  });

  useEffect(() => {
    let stopped = false;
    let connection: { close(): void } | undefined;
    fetchChatConfig()
      .then(({ userId, ...config }) => {
        if (stopped) return;
        connection = connectRealtime(config, userId, {
          events: LIVE_EVENTS,
          onEvent: (event) => handler.current({ name: event.event as ChatSignal["name"], data: event.data } as ChatSignal),
          onConnected: (reconnected) => reconnected && handler.current({ name: "resync", data: null }),
          onPresence: (change) => handler.current({ name: CHAT_EVENTS.presence, data: change }),
        });
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      connection?.close();
    };
  }, []);
}
