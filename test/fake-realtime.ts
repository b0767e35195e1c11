import { HEARTBEAT_MS, PRESENCE_CHANNEL, PUSHER_AUTH_PATH, STREAM_PATH, USER_CHANNEL_PREFIX, userChannel } from "@/lib/realtime/types";
import type { PresenceListener, Realtime, RealtimeEvent } from "@/lib/realtime/types";

/** One event handed to the fake, with who it was for. */
export type Published = { userId: string } & RealtimeEvent;

/**
 * A realtime adapter for tests (lib/realtime's interface): events delivered in process to its
 * subscribers and recorded in `published`; presence as a set of open connections, announcing a
 * user's first open and last close to onPresenceChange. `kind: "pusher"` makes it stand for a
 * Pusher site: no subscribe, and `authorizeChannel` signs only the person's own private channel
 * and the presence channel, as the Pusher adapter does.
 */
export class FakeRealtime implements Realtime {
  readonly published: Published[] = [];
  private listeners = new Map<string, Set<(event: RealtimeEvent) => void>>();
  private connections = new Map<string, Set<string>>();
  private presenceListeners = new Set<PresenceListener>();
  readonly heartbeatMs = HEARTBEAT_MS;
  /** Make publishing fail (an adapter whose broker is down). */
  failPublish = false;

  constructor(readonly kind: Realtime["kind"] = "embedded") {}

  get browserConfig(): Realtime["browserConfig"] {
    return this.kind === "pusher"
      ? {
          kind: "pusher",
          key: "test-key",
          wsHost: "127.0.0.1",
          wsPort: 6001,
          forceTLS: false,
          userChannelPrefix: USER_CHANNEL_PREFIX,
          presenceChannel: PRESENCE_CHANNEL,
          authEndpoint: PUSHER_AUTH_PATH,
        }
      : { kind: "sse", streamPath: STREAM_PATH };
  }

  async publish(userId: string, event: RealtimeEvent): Promise<void> {
    if (this.failPublish) throw new Error("the broker is down");
    this.published.push({ userId, ...event });
    for (const listener of this.listeners.get(userId) ?? []) listener(event);
  }

  async publishMany(userIds: readonly string[], event: RealtimeEvent): Promise<void> {
    for (const userId of userIds) await this.publish(userId, event);
  }

  async subscribe(userId: string, listener: (event: RealtimeEvent) => void): Promise<() => Promise<void>> {
    if (this.kind === "pusher") throw new Error("pusher: browsers subscribe to Pusher directly");
    const set = this.listeners.get(userId) ?? new Set();
    set.add(listener);
    this.listeners.set(userId, set);
    return async () => void set.delete(listener);
  }

  /** How many listeners this user has now (open streams in this process). */
  subscribers(userId: string): number {
    return this.listeners.get(userId)?.size ?? 0;
  }

  async connectionOpened(userId: string, connectionId: string): Promise<void> {
    const first = !this.connections.has(userId);
    this.connections.set(userId, (this.connections.get(userId) ?? new Set()).add(connectionId));
    if (first) for (const listener of this.presenceListeners) listener({ userId, online: true });
  }

  async heartbeat(): Promise<void> {}

  async connectionClosed(userId: string, connectionId: string): Promise<void> {
    const set = this.connections.get(userId);
    if (!set?.delete(connectionId) || set.size > 0) return;
    this.connections.delete(userId);
    for (const listener of this.presenceListeners) listener({ userId, online: false });
  }

  onPresenceChange(listener: PresenceListener): () => void {
    this.presenceListeners.add(listener);
    return () => void this.presenceListeners.delete(listener);
  }

  async onlineUserIds(userIds: readonly string[]): Promise<Set<string>> {
    return new Set(userIds.filter((id) => this.connections.has(id)));
  }

  authorizeChannel(socketId: string, channel: string, user: { id: string; name: string; role: string }) {
    if (this.kind !== "pusher") return null;
    if (channel === userChannel(user.id)) return { auth: `test-key:signed(${socketId}:${channel})` };
    if (channel === PRESENCE_CHANNEL) {
      const channelData = JSON.stringify({ user_id: user.id, user_info: { name: user.name, role: user.role } });
      return { auth: `test-key:signed(${socketId}:${channel}:${channelData})`, channel_data: channelData };
    }
    return null;
  }

  /** The events of one name, in order. */
  events(name: string): Published[] {
    return this.published.filter((p) => p.event === name);
  }

  clear(): void {
    this.published.length = 0;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.connections.clear();
    this.presenceListeners.clear();
  }
}
