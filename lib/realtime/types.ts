/**
 * The realtime adapter (DESIGN.md 3): live events to a user's open connections, and who is
 * online. Three implementations chosen from the configuration (lib/realtime/index.ts):
 * - embedded: an in-process broker, presence in memory; browsers listen by server-sent events.
 * - postgres: the same server-sent events, fanned out between instances by PostgreSQL
 *   LISTEN/NOTIFY; presence in the realtime_connections table.
 * - pusher: Pusher Channels; browsers subscribe to Pusher directly (a private channel per user,
 *   one presence channel for online status).
 */

/** One event for one user's open connections. `id` is set for events a reconnecting client may need to resume from (a chat message's id); typing and presence carry none. */
export type RealtimeEvent = { event: string; data: unknown; id?: string };
export type PresenceListener = (change: { userId: string; online: boolean }) => void;

export type SubscribeOptions = {
  /**
   * Called when events published meanwhile may not have reached this subscriber: the broker's
   * connection was lost and is back (postgres: the LISTEN client reconnected after a database
   * restart). Catch up from the store (the SSE helper ends the stream, so the browser reconnects
   * with Last-Event-ID).
   */
  onGap?: () => void;
};

export type BrowserConfig =
  | { kind: "sse"; streamPath: string }
  | {
      kind: "pusher";
      key: string;
      cluster?: string;
      wsHost?: string;
      wsPort?: number;
      forceTLS: boolean;
      userChannelPrefix: string;
      presenceChannel: string;
      /** Where pusher-js asks for a channel's authorisation (the chat feature's route, from the session). */
      authEndpoint: string;
    };

export interface Realtime {
  readonly kind: "embedded" | "postgres" | "pusher";
  /** Delivers to every open connection of the user, in every tab, device and instance. Resolves once handed to the broker (NOTIFY committed, Pusher accepted); an offline user is not an error. */
  publish(userId: string, event: RealtimeEvent): Promise<void>;
  /** The same event to many users at once (presence changes to a user's contacts). */
  publishMany(userIds: readonly string[], event: RealtimeEvent): Promise<void>;
  /** embedded and postgres only (server-sent events): this process listens to one user's events; resolves once listening (LISTEN done), returns the function that stops. Throws on pusher (browsers subscribe to Pusher directly). */
  subscribe(userId: string, listener: (event: RealtimeEvent) => void, options?: SubscribeOptions): Promise<() => Promise<void>>;
  /** embedded and postgres: a stream of this user opened (connectionId unique per stream); kept alive by `heartbeat` every HEARTBEAT_MS, counted online until PRESENCE_TTL_MS after its last beat. */
  connectionOpened(userId: string, connectionId: string): Promise<void>;
  heartbeat(userId: string, connectionId: string): Promise<void>;
  connectionClosed(userId: string, connectionId: string): Promise<void>;
  /** Which of these users have at least one live connection (pusher: members of the presence channel, through Pusher's HTTP API). */
  onlineUserIds(userIds: readonly string[]): Promise<Set<string>>;
  /**
   * embedded and postgres: `listener` hears a user come online (their first live connection
   * opened) and go offline (their last one closed, or expired PRESENCE_TTL_MS after its last
   * beat: an instance that died). Each change is heard once, by the one instance that made it
   * (postgres: serialised per user in the database), so that instance can publish it to the
   * user's contacts. Returns the function that stops listening. pusher: never called (browsers
   * see members come and go on the presence channel itself).
   */
  onPresenceChange(listener: PresenceListener): () => void;
  /** How often a stream must beat (`heartbeat`) to stay online: HEARTBEAT_MS unless configured shorter (tests). */
  readonly heartbeatMs: number;
  /** pusher only: the auth answer for a channel subscription of `user` (private-user-{user.id} only for that user; the presence channel for chat roles), or null when refused. Never takes a user id from the client. */
  authorizeChannel?(
    socketId: string,
    channel: string,
    user: { id: string; name: string; role: string },
  ): { auth: string; channel_data?: string } | null;
  /** Browser-side settings the widget needs (pusher: key, cluster or host/port/TLS, channel names; others: the stream path). */
  readonly browserConfig: BrowserConfig;
  close(): Promise<void>;
}

/** How often an open stream beats: a comment line to the browser and `heartbeat` to presence. */
export const HEARTBEAT_MS = 15_000;
/** A connection counts online until this long after its last beat (three missed beats). */
export const PRESENCE_TTL_MS = 45_000;

/** Each user's private channel on Pusher is this prefix and the user's id. */
export const USER_CHANNEL_PREFIX = "private-user-";
/** The Pusher presence channel every chat member joins (online status). */
export const PRESENCE_CHANNEL = "presence-chat";
/** Roles that may join the presence channel: those who chat (students do not). */
export const PRESENCE_ROLES: readonly string[] = ["admin", "superadmin", "instructor", "school"];
/** The server-sent events route of the embedded and postgres modes (served by the chat feature). */
export const STREAM_PATH = "/api/v1/chat/stream";
/** The route that authorises pusher-js's channel subscriptions (served by the chat feature, with authorizeChannel). */
export const PUSHER_AUTH_PATH = "/api/v1/chat/pusher-auth";

export function userChannel(userId: string): string {
  return `${USER_CHANNEL_PREFIX}${userId}`;
}
