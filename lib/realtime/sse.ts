import { randomUUID } from "node:crypto";
import type { Realtime, RealtimeEvent } from "./types";
import { logFor } from "@/lib/observability/log";

const log = logFor("realtime");

export type EventStreamOptions = {
  realtime: Realtime;
  /** The signed-in user whose events the stream carries (from the session, never from the request). */
  userId: string;
  /** The request's signal: the browser going away ends the stream. */
  signal: AbortSignal;
  /**
   * What the browser missed (events after its Last-Event-ID): called once listening, so nothing
   * published meanwhile falls between the two. Its events are sent first, then live ones; a live
   * event whose id was among them is not sent again.
   */
  catchUp?: () => Promise<readonly RealtimeEvent[]>;
  /** How long the browser waits before reconnecting (the `retry:` field). Default 1000 ms. */
  retryMs?: number;
  /** Bytes a slow browser may leave unread before its stream is ended (it reconnects and catches up). Default 1 MiB. */
  maxQueuedBytes?: number;
};

const encoder = new TextEncoder();

type StreamState = "starting" | "catching-up" | "live" | "ended";

/** The Last-Event-ID a reconnecting EventSource sends (trimmed), or null. */
export function lastEventId(request: Request): string | null {
  return request.headers.get("last-event-id")?.trim() || null;
}

/**
 * One event as a text/event-stream frame. Its data is JSON (one line: JSON has no raw line
 * breaks). An id or name that could break the framing (a line break, NUL) is left out or cleaned.
 */
export function eventFrame(event: RealtimeEvent): string {
  const id = event.id !== undefined && !/[\r\n\0]/.test(event.id) ? `id: ${event.id}\n` : "";
  return `${id}event: ${event.event.replace(/[\r\n\0]/g, "")}\ndata: ${JSON.stringify(event.data ?? null)}\n\n`;
}

/**
 * A server-sent events response carrying one user's events (the embedded and postgres adapters):
 * subscribes, counts the stream online (connectionOpened), sends what `catchUp` answers and then
 * every live event as it comes. Every `realtime.heartbeatMs` it sends a comment line (keeping
 * proxies from closing an idle stream and finding a browser that left) and beats presence. It ends
 * when the browser leaves (the request's signal or the body cancelled), when events may have been
 * missed (`onGap`: the browser reconnects after `retry` with its Last-Event-ID, and catches up), and
 * when a slow browser leaves too much unread; then it unsubscribes and closes the connection.
 *
 * Nothing buffers it on the way: `Cache-Control: no-transform` keeps Next's compression off it, and
 * `X-Accel-Buffering: no` tells nginx-style proxies not to hold it. Subscribing and presence run
 * before the response exists, so their failure (the database down) is thrown to the route.
 */
export async function eventStream(options: EventStreamOptions): Promise<Response> {
  const { realtime, userId, signal } = options;
  const connectionId = randomUUID();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let state: StreamState = "starting";
  const held: RealtimeEvent[] = [];
  const caughtUp = new Set<string>();
  let heartbeat: NodeJS.Timeout | undefined;

  const end = (reason?: string) => {
    if (state === "ended") return;
    const started = state !== "starting";
    state = "ended";
    if (reason) log.warn(`ending a stream: ${reason}`);
    clearInterval(heartbeat);
    signal.removeEventListener("abort", onAbort);
    try {
      controller?.close();
    } catch {
      // already closed or cancelled
    }
    // Ended while starting (a gap): released once the start is done, below.
    if (started) void release();
  };
  const onAbort = () => end();
  const send = (text: string) => {
    if (state === "ended" || !controller) return;
    if ((controller.desiredSize ?? 0) < 0) return end("the browser reads too slowly");
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      end();
    }
  };
  const deliver = (event: RealtimeEvent) => {
    if (state === "starting" || state === "catching-up") held.push(event);
    else if (event.id === undefined || !caughtUp.has(event.id)) send(eventFrame(event));
  };

  const unsubscribe = await realtime.subscribe(userId, deliver, {
    onGap: () => end("events may have been missed; the browser catches up"),
  });
  try {
    await realtime.connectionOpened(userId, connectionId);
  } catch (error) {
    await unsubscribe();
    throw error;
  }

  const release = async () => {
    try {
      await unsubscribe();
      await realtime.connectionClosed(userId, connectionId);
    } catch (error) {
      log.error({ err: error }, "closing a stream failed");
    }
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => void (controller = c),
      cancel: () => end(),
    },
    new ByteLengthQueuingStrategy({ highWaterMark: options.maxQueuedBytes ?? 1024 * 1024 }),
  );
  // (A gap may have ended it while it started: TypeScript cannot see callbacks change `state`.)
  if ((state as StreamState) === "ended" || signal.aborted) {
    state = "ended";
    controller!.close();
    void release();
  } else {
    state = "catching-up";
    signal.addEventListener("abort", onAbort);
    send(`retry: ${options.retryMs ?? 1000}\n\n`);
    heartbeat = setInterval(() => {
      send(": ping\n\n");
      realtime.heartbeat(userId, connectionId).catch((error: Error) => log.error({ err: error }, "heartbeat failed"));
    }, realtime.heartbeatMs);
    void (async () => {
      try {
        for (const event of (await options.catchUp?.()) ?? []) {
          if (event.id !== undefined) caughtUp.add(event.id);
          send(eventFrame(event));
        }
      } catch (error) {
        return end(`catching up failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (state !== "catching-up") return;
      state = "live";
      for (const event of held.splice(0)) deliver(event);
    })();
  }

  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
