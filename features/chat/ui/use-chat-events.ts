"use client";

import { useEffect, useRef } from "react";
import { CHAT_EVENTS } from "@/features/chat/events";
import { connectRealtime, type RealtimeConnection } from "@/lib/realtime/client";
import { fetchChatConfig, type ChatConfig } from "./api";

/** What the widget hears: a chat event by name, or `resync` when it may have missed some (it reconnected). */
export type ChatSignal = { name: (typeof CHAT_EVENTS)[keyof typeof CHAT_EVENTS]; data: unknown } | { name: "resync"; data: null };

/** `ready` (the stream's first event, with the seq it starts from) only to know where to resume. */
const LIVE_EVENTS = [CHAT_EVENTS.ready, CHAT_EVENTS.message, CHAT_EVENTS.read, CHAT_EVENTS.typing, CHAT_EVENTS.presence];

/** The event stream's address resuming after a message id (`?after=`, what Last-Event-ID says to a stream that reconnects by itself). */
export function resumeFrom(streamPath: string, lastId: string | undefined): string {
  if (!lastId) return streamPath;
  const url = new URL(streamPath, "http://origin.invalid");
  url.searchParams.set("after", lastId);
  return `${url.pathname}${url.search}`;
}

/**
 * Listens to the signed-in person's chat events while mounted, however the site delivers them
 * (GET chat/config, lib/realtime/client.ts `connectRealtime`): the event stream, which resumes
 * from its Last-Event-ID by itself, or Pusher's private channel, with the presence channel's
 * members as `presence`. After a reconnection, `resync`: counts, markers and the open
 * conversation are read again (Pusher replays nothing).
 *
 * The event stream is also closed when the browser says it went offline (a connection cut under
 * it can stay open, silent, for minutes) and opened again when it is back online, from the last
 * id heard (a message's seq, or the seq `ready` started from: `?after=`), so what came meanwhile
 * arrives once (every client drops an id it holds), then `resync`. pusher-js
 * watches online and offline itself.
 */
export function useChatEvents(onSignal: (signal: ChatSignal) => void): void {
  const handler = useRef(onSignal);
  useEffect(() => {
    handler.current = onSignal;
  });

  useEffect(() => {
    let stopped = false;
    let config: ChatConfig | undefined;
    let connection: RealtimeConnection | undefined;
    let lastId: string | undefined;

    function connect(resumed: boolean) {
      if (stopped || !config || connection) return;
      const { userId, ...browserConfig } = config;
      connection = connectRealtime(
        browserConfig.kind === "sse" ? { ...browserConfig, streamPath: resumeFrom(browserConfig.streamPath, lastId) } : browserConfig,
        userId,
        {
          events: LIVE_EVENTS,
          onEvent: (event) => {
            if ((event.event === CHAT_EVENTS.message || event.event === CHAT_EVENTS.ready) && event.id) lastId = event.id;
            if (event.event === CHAT_EVENTS.ready) return;
            handler.current({ name: event.event as ChatSignal["name"], data: event.data } as ChatSignal);
          },
          onConnected: (reconnected) => (reconnected || resumed) && handler.current({ name: "resync", data: null }),
          onPresence: (change) => handler.current({ name: CHAT_EVENTS.presence, data: change }),
        },
      );
    }
    const offline = () => {
      if (config?.kind !== "sse") return;
      connection?.close();
      connection = undefined;
    };
    const online = () => connect(true);
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);

    fetchChatConfig()
      .then((answer) => {
        config = answer;
        if (navigator.onLine || answer.kind !== "sse") connect(false);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
      connection?.close();
    };
  }, []);
}
