"use client";

import { useEffect, useRef } from "react";
import { CHAT_EVENTS } from "@/features/chat/events";
import { fetchChatConfig } from "./api";

/** What the widget hears: a chat event by name, or `resync` when it may have missed some (a reconnect, or the Pusher-mode poll). */
export type ChatSignal = { name: (typeof CHAT_EVENTS)[keyof typeof CHAT_EVENTS]; data: unknown } | { name: "resync"; data: null };

const POLL_MS = 5_000;
const RECONNECT_MS = 3_000;

/**
 * Listens to the signed-in person's chat events while mounted. Server-sent events (embedded and
 * postgres modes): an EventSource on the stream, which resumes from the last event id by itself;
 * when the browser gives up on it (the server answered an error), a new one after 3 seconds from
 * `?after=` the last id seen. On Pusher sites this placeholder widget asks again every 5 seconds
 * (`resync`); the full widget subscribes with pusher-js instead.
 */
export function useChatEvents(onSignal: (signal: ChatSignal) => void): void {
  const handler = useRef(onSignal);
  useEffect(() => {
    handler.current = onSignal;
  });

  useEffect(() => {
    let stopped = false;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | ReturnType<typeof setInterval> | undefined;
    let lastId = "";
    let readyBefore = false;

    const connect = (streamPath: string) => {
      if (stopped) return;
      source = new EventSource(lastId ? `${streamPath}?after=${encodeURIComponent(lastId)}` : streamPath);
      for (const name of Object.values(CHAT_EVENTS)) {
        source.addEventListener(name, (event: MessageEvent<string>) => {
          if (event.lastEventId) lastId = event.lastEventId;
          if (name === CHAT_EVENTS.ready) {
            // Every ready after the first is a reconnect: what the lists show may be out of date.
            if (readyBefore) handler.current({ name: "resync", data: null });
            readyBefore = true;
            return;
          }
          handler.current({ name, data: JSON.parse(event.data) as unknown });
        });
      }
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        timer = setTimeout(() => connect(streamPath), RECONNECT_MS);
      };
    };

    fetchChatConfig()
      .then((config) => {
        if (stopped) return;
        if (config.kind === "sse") connect(config.streamPath);
        else timer = setInterval(() => handler.current({ name: "resync", data: null }), POLL_MS);
      })
      .catch(() => undefined);

    return () => {
      stopped = true;
      source?.close();
      clearTimeout(timer);
      clearInterval(timer);
    };
  }, []);
}
