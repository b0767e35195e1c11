// Browser side of lib/realtime (the chat widget), with no server imports: one way to hear the
// signed-in user's events whatever the mode. Server-sent events with EventSource (embedded and
// postgres), or pusher-js (loaded only then) on the user's private channel and the presence channel.
import type { BrowserConfig, RealtimeEvent } from "./types";

export type RealtimeHandlers = {
  /** The names of the events to hear (EventSource delivers a named event only to listeners of its name). */
  events: readonly string[];
  onEvent(event: RealtimeEvent): void;
  /**
   * Listening (the stream open, the private channel subscribed): `reconnected` after a drop. Then
   * catch up from the last message id held (the SSE stream does it itself from Last-Event-ID, but
   * with Pusher nothing is replayed).
   */
  onConnected?(reconnected: boolean): void;
  /** pusher only: a subscription was refused (signed out, another user's channel, a role that does not chat). */
  onRefused?(): void;
  /** pusher only: members of the presence channel as they come and go (the ones there on joining come as online). */
  onPresence?(change: { userId: string; online: boolean }): void;
};

export type RealtimeConnection = { close(): void };

/** Options for tests and special cases: the pusher-js constructor to use, and how channels are authorised (default: POST to authEndpoint). */
export type ConnectOptions = {
  Pusher?: PusherConstructor;
  authorize?: (params: { socketId: string; channelName: string }) => Promise<{ auth: string; channel_data?: string } | null>;
};

/** What this module uses of pusher-js (its default export). */
type PusherConstructor = new (key: string, options: Record<string, unknown>) => PusherClient;
type PusherChannel = {
  bind(event: string, callback: (data: unknown) => void): void;
  bind_global(callback: (event: string, data: unknown) => void): void;
};
type PusherClient = {
  subscribe(channel: string): PusherChannel;
  disconnect(): void;
};

/**
 * Opens the user's live connection for `config` (the server's `browserConfig`). With Pusher,
 * `userId` names the private channel; the channel's authorisation still comes from the session
 * (`authEndpoint`), never from this id.
 */
export function connectRealtime(
  config: BrowserConfig,
  userId: string,
  handlers: RealtimeHandlers,
  options: ConnectOptions = {},
): RealtimeConnection {
  return config.kind === "sse" ? connectEventSource(config.streamPath, handlers) : connectPusher(config, userId, handlers, options);
}

function connectEventSource(streamPath: string, handlers: RealtimeHandlers): RealtimeConnection {
  const source = new EventSource(streamPath, { withCredentials: true });
  let opened = false;
  source.addEventListener("open", () => {
    handlers.onConnected?.(opened);
    opened = true;
  });
  // EventSource keeps the last id it saw for every later event: an event carried an id of its own
  // when it changed (message ids are unique; typing and presence events carry none).
  let lastId = "";
  for (const name of handlers.events) {
    source.addEventListener(name, (message) => {
      const { data, lastEventId } = message as MessageEvent<string>;
      const id = lastEventId !== lastId ? lastEventId : undefined;
      lastId = lastEventId;
      handlers.onEvent({ event: name, data: JSON.parse(data), ...(id ? { id } : {}) });
    });
  }
  return { close: () => source.close() };
}

function connectPusher(
  config: Extract<BrowserConfig, { kind: "pusher" }>,
  userId: string,
  handlers: RealtimeHandlers,
  options: ConnectOptions,
): RealtimeConnection {
  let client: PusherClient | undefined;
  let closed = false;
  void (async () => {
    const Pusher = options.Pusher ?? ((await import("pusher-js")).default as unknown as PusherConstructor);
    if (closed) return;
    client = new Pusher(config.key, {
      cluster: config.cluster ?? "",
      ...(config.wsHost ? { wsHost: config.wsHost, wsPort: config.wsPort, wssPort: config.wsPort } : {}),
      forceTLS: config.forceTLS,
      // WebSockets only: the Content-Security-Policy allows the WebSocket host alone.
      enabledTransports: ["ws", "wss"],
      disableStats: true,
      channelAuthorization: options.authorize
        ? {
            customHandler: (params: { socketId: string; channelName: string }, callback: (error: Error | null, data: unknown) => void) =>
              void options.authorize!(params).then(
                (answer) => (answer ? callback(null, answer) : callback(new Error("refused"), null)),
                (error: Error) => callback(error, null),
              ),
          }
        : { endpoint: config.authEndpoint, transport: "ajax" },
    });
    let subscribed = false;
    // pusher-js subscribes again after a reconnection: the channel's subscription_succeeded comes again.
    client.subscribe(`${config.userChannelPrefix}${userId}`).bind_global((event, payload) => {
      if (event === "pusher:subscription_succeeded") {
        handlers.onConnected?.(subscribed);
        subscribed = true;
      }
      if (event === "pusher:subscription_error") handlers.onRefused?.();
      if (event.startsWith("pusher:")) return;
      const { id, data } = (payload ?? {}) as { id?: string; data?: unknown };
      handlers.onEvent({ event, data, ...(typeof id === "string" ? { id } : {}) });
    });
    if (handlers.onPresence) {
      const presence = client.subscribe(config.presenceChannel);
      const onPresence = handlers.onPresence;
      presence.bind("pusher:subscription_succeeded", (members) => {
        (members as { each(callback: (member: { id: string }) => void): void }).each((member) =>
          onPresence({ userId: member.id, online: true }),
        );
      });
      presence.bind("pusher:subscription_error", () => handlers.onRefused?.());
      presence.bind("pusher:member_added", (member) => onPresence({ userId: (member as { id: string }).id, online: true }));
      presence.bind("pusher:member_removed", (member) => onPresence({ userId: (member as { id: string }).id, online: false }));
    }
  })();
  return {
    close: () => {
      closed = true;
      client?.disconnect();
    },
  };
}
