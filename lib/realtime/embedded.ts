import { PresenceListeners, SubscriberSet } from "./listeners";
import {
  HEARTBEAT_MS,
  PRESENCE_TTL_MS,
  STREAM_PATH,
  type BrowserConfig,
  type PresenceListener,
  type Realtime,
  type RealtimeEvent,
  type SubscribeOptions,
} from "./types";

export type PresenceTiming = {
  /** How often streams beat (default HEARTBEAT_MS). */
  heartbeatMs?: number;
  /** A connection counts online until this long after its last beat (default PRESENCE_TTL_MS). */
  presenceTtlMs?: number;
  /** How often expired connections are removed and their users' going offline announced (default: heartbeatMs). */
  sweepMs?: number;
};

/** The timing of presence, checked: a TTL shorter than two beats would let a live stream flicker offline. */
export function presenceTiming(options: PresenceTiming): Required<PresenceTiming> {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const presenceTtlMs = options.presenceTtlMs ?? PRESENCE_TTL_MS;
  if (!(heartbeatMs > 0 && presenceTtlMs >= 2 * heartbeatMs)) {
    throw new Error(`presence: the TTL (${presenceTtlMs} ms) must be at least two heartbeats (${heartbeatMs} ms)`);
  }
  return { heartbeatMs, presenceTtlMs, sweepMs: options.sweepMs ?? heartbeatMs };
}

/**
 * The embedded adapter: one process (the embedded database allows no other), so events go from
 * publisher to subscribers in memory, and presence is a map of this process's streams with the
 * same rules as the postgres adapter's table: a user is online while one of their connections
 * beat within the TTL; they come online when their first connection opens and go offline when the
 * last one closes or is swept after expiring.
 */
export class EmbeddedRealtime implements Realtime {
  readonly kind = "embedded";
  readonly browserConfig: BrowserConfig;
  readonly heartbeatMs: number;
  private readonly ttlMs: number;
  private readonly subscribers = new SubscriberSet();
  private readonly presenceListeners = new PresenceListeners();
  /** Every open connection: its user and when it expires. */
  private readonly connections = new Map<string, { userId: string; expiresAt: number }>();
  private readonly connectionsByUser = new Map<string, Set<string>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(options: PresenceTiming & { streamPath?: string } = {}) {
    const timing = presenceTiming(options);
    this.heartbeatMs = timing.heartbeatMs;
    this.ttlMs = timing.presenceTtlMs;
    this.browserConfig = { kind: "sse", streamPath: options.streamPath ?? STREAM_PATH };
    this.sweeper = setInterval(() => this.sweep(), timing.sweepMs);
    this.sweeper.unref();
  }

  async publish(userId: string, event: RealtimeEvent): Promise<void> {
    this.subscribers.deliver([userId], event);
  }

  async publishMany(userIds: readonly string[], event: RealtimeEvent): Promise<void> {
    this.subscribers.deliver(userIds, event);
  }

  async subscribe(userId: string, listener: (event: RealtimeEvent) => void, options: SubscribeOptions = {}): Promise<() => Promise<void>> {
    const remove = this.subscribers.add(userId, { listener, onGap: options.onGap });
    return async () => remove();
  }

  async connectionOpened(userId: string, connectionId: string): Promise<void> {
    this.change(userId, () => this.beat(userId, connectionId));
  }

  async heartbeat(userId: string, connectionId: string): Promise<void> {
    const connection = this.connections.get(connectionId);
    // Swept meanwhile (the process stalled longer than the TTL): open again.
    if (connection?.userId === userId) connection.expiresAt = Date.now() + this.ttlMs;
    else await this.connectionOpened(userId, connectionId);
  }

  async connectionClosed(userId: string, connectionId: string): Promise<void> {
    this.change(userId, () => {
      if (this.connections.get(connectionId)?.userId !== userId) return;
      this.connections.delete(connectionId);
      this.connectionsByUser.get(userId)?.delete(connectionId);
    });
  }

  async onlineUserIds(userIds: readonly string[]): Promise<Set<string>> {
    const now = Date.now();
    return new Set(
      userIds.filter((userId) => [...(this.connectionsByUser.get(userId) ?? [])].some((id) => this.connections.get(id)!.expiresAt > now)),
    );
  }

  onPresenceChange(listener: PresenceListener): () => void {
    return this.presenceListeners.add(listener);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    for (const [connectionId, { userId }] of [...this.connections]) await this.connectionClosed(userId, connectionId);
    this.subscribers.clear();
    this.presenceListeners.clear();
  }

  private beat(userId: string, connectionId: string): void {
    this.connections.set(connectionId, { userId, expiresAt: Date.now() + this.ttlMs });
    let ids = this.connectionsByUser.get(userId);
    if (!ids) this.connectionsByUser.set(userId, (ids = new Set()));
    ids.add(connectionId);
  }

  /**
   * Makes a change to one user's connections and announces what it changed: online when the user
   * had no connection before and has one after, offline the other way round. Expired connections
   * are removed with every change, so "has one" means "has a live one".
   */
  private change(userId: string, apply: () => void): void {
    const before = (this.connectionsByUser.get(userId)?.size ?? 0) > 0;
    apply();
    const ids = this.connectionsByUser.get(userId) ?? new Set<string>();
    const now = Date.now();
    for (const id of ids) {
      if (this.connections.get(id)!.expiresAt <= now) {
        this.connections.delete(id);
        ids.delete(id);
      }
    }
    if (ids.size === 0) this.connectionsByUser.delete(userId);
    const after = ids.size > 0;
    if (before !== after) this.presenceListeners.emit(userId, after);
  }

  /** Removes expired connections, announcing the users who had no other. */
  private sweep(): void {
    const now = Date.now();
    const expired = new Set([...this.connections.values()].filter((c) => c.expiresAt <= now).map((c) => c.userId));
    for (const userId of expired) this.change(userId, () => undefined);
  }
}
