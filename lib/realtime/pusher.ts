import Pusher from "pusher";
import type { RealtimeConfig } from "./config";
import {
  PRESENCE_CHANNEL,
  PRESENCE_ROLES,
  PUSHER_AUTH_PATH,
  USER_CHANNEL_PREFIX,
  userChannel,
  type BrowserConfig,
  type Realtime,
  type RealtimeEvent,
} from "./types";

export type PusherRealtimeConfig = Omit<Extract<RealtimeConfig, { kind: "pusher" }>, "kind">;

/** What a browser receives on its private channel for one RealtimeEvent: the event's name is Pusher's event name. */
export type PusherPayload = { id?: string; data: unknown };

/** Pusher accepts an event on at most 100 channels at once. */
const CHANNELS_PER_TRIGGER = 100;
/** Pusher's socket ids: two integers joined by a dot. */
const SOCKET_ID = /^\d+\.\d+$/;

/** Pusher's HTTP API refused a request (its message, never a key or secret). */
export class PusherRequestError extends Error {}

/**
 * The hosted adapter: Pusher Channels (or any server speaking its protocol, such as soketi).
 * Browsers subscribe to their own private channel (private-user-{id}) and to the presence channel
 * with pusher-js, authorised by our endpoint through `authorizeChannel`; this server triggers
 * events through Pusher's HTTP API. There are no streams here: subscribe and the connection
 * methods throw, and presence is the presence channel's membership, which Pusher keeps.
 */
export class PusherRealtime implements Realtime {
  readonly kind = "pusher";
  readonly browserConfig: BrowserConfig;
  /** Not used: Pusher keeps its own connections alive. */
  readonly heartbeatMs = 0;
  private readonly pusher: Pusher;

  constructor(config: PusherRealtimeConfig) {
    const base = { appId: config.appId, key: config.key, secret: config.secret, useTLS: config.useTLS, timeout: 10_000 };
    this.pusher = config.cluster
      ? new Pusher({ ...base, cluster: config.cluster })
      : new Pusher({ ...base, host: config.host!, port: config.port ? String(config.port) : undefined });
    this.browserConfig = {
      kind: "pusher",
      key: config.key,
      ...(config.cluster ? { cluster: config.cluster } : { wsHost: config.host, wsPort: config.port ?? (config.useTLS ? 443 : 80) }),
      forceTLS: config.useTLS,
      userChannelPrefix: USER_CHANNEL_PREFIX,
      presenceChannel: PRESENCE_CHANNEL,
      authEndpoint: PUSHER_AUTH_PATH,
    };
  }

  async publish(userId: string, event: RealtimeEvent): Promise<void> {
    await this.publishMany([userId], event);
  }

  async publishMany(userIds: readonly string[], event: RealtimeEvent): Promise<void> {
    const channels = [...new Set(userIds)].map(userChannel);
    const payload: PusherPayload = event.id === undefined ? { data: event.data } : { id: event.id, data: event.data };
    for (let start = 0; start < channels.length; start += CHANNELS_PER_TRIGGER) {
      await this.request(() => this.pusher.trigger(channels.slice(start, start + CHANNELS_PER_TRIGGER), event.event, payload));
    }
  }

  async subscribe(): Promise<() => Promise<void>> {
    throw new Error("realtime: with Pusher, browsers subscribe to Pusher directly; there are no server-side subscriptions");
  }

  async connectionOpened(): Promise<void> {
    throw new Error("realtime: with Pusher, presence is the presence channel's membership; there are no streams to count");
  }

  async heartbeat(): Promise<void> {
    throw new Error("realtime: with Pusher, presence is the presence channel's membership; there are no streams to count");
  }

  async connectionClosed(): Promise<void> {
    throw new Error("realtime: with Pusher, presence is the presence channel's membership; there are no streams to count");
  }

  async onlineUserIds(userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const body = await this.request(() => this.pusher.get({ path: `/channels/${PRESENCE_CHANNEL}/users` }));
    const users = (body as { users?: unknown }).users;
    if (!Array.isArray(users)) throw new PusherRequestError("Pusher answered the presence channel's users without a list of users");
    const online = new Set(users.map((user: { id?: unknown }) => String(user.id)));
    return new Set(userIds.filter((id) => online.has(id)));
  }

  /** Pusher tells browsers who joins and leaves the presence channel itself: nothing to hear here. */
  onPresenceChange(): () => void {
    return () => undefined;
  }

  authorizeChannel(
    socketId: string,
    channel: string,
    user: { id: string; name: string; role: string },
  ): { auth: string; channel_data?: string } | null {
    if (!SOCKET_ID.test(socketId)) return null;
    if (channel === userChannel(user.id)) return this.pusher.authorizeChannel(socketId, channel);
    if (channel === PRESENCE_CHANNEL && PRESENCE_ROLES.includes(user.role)) {
      return this.pusher.authorizeChannel(socketId, channel, { user_id: user.id, user_info: { name: user.name, role: user.role } });
    }
    return null;
  }

  async close(): Promise<void> {}

  /**
   * Sends one request to Pusher's HTTP API and answers its JSON body. A refusal is an error
   * whether it comes as an HTTP error (Pusher; the client throws) or as a 200 whose body is
   * `{ "error": … }` (soketi answers a bad signature so).
   */
  private async request(send: () => Promise<{ text(): Promise<string> }>): Promise<unknown> {
    let text: string;
    try {
      text = await (await send()).text();
    } catch (error) {
      const status = (error as { status?: number }).status;
      throw new PusherRequestError(`Pusher refused the request${status ? ` (HTTP ${status})` : ""}: ${(error as Error).message}`);
    }
    let body: unknown;
    try {
      body = text === "" ? {} : JSON.parse(text);
    } catch {
      throw new PusherRequestError("Pusher answered with something other than JSON");
    }
    if (typeof body !== "object" || body === null) throw new PusherRequestError("Pusher answered with something other than a JSON object");
    const error = (body as { error?: unknown }).error;
    if (error !== undefined) throw new PusherRequestError(`Pusher refused the request: ${String(error)}`);
    return body;
  }
}
