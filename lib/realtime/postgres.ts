import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import pg from "pg";
import { presenceTiming, type PresenceTiming } from "./embedded";
import { PresenceListeners, SubscriberSet } from "./listeners";
import { encodeNotification, NotificationAssembler } from "./notification";
import { STREAM_PATH, type BrowserConfig, type PresenceListener, type Realtime, type RealtimeEvent, type SubscribeOptions } from "./types";
import { logFor } from "@/lib/observability/log";

const log = logFor("realtime");

export type PostgresRealtimeOptions = PresenceTiming & {
  connectionString: string;
  /** The NOTIFY channel every instance listens on (default realtime_events). */
  channel?: string;
  /** Connections for NOTIFY and presence, besides the one that listens (default 3). */
  poolMax?: number;
  /** Waits between attempts to listen again after the connection was lost: from `min`, doubling up to `max` (default 250 ms to 10 s). */
  reconnectMs?: { min: number; max: number };
  streamPath?: string;
};

/** A user id as PostgreSQL's uuid type takes it: other ids are never online (and never reach the database). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The postgres adapter: several instances of the site on one PostgreSQL, browsers on server-sent
 * events (DESIGN.md 3).
 *
 * Events: `publish` sends one NOTIFY (pg_notify) on one channel with the users and the event as
 * JSON (notification.ts cuts a large one into parts sent in one statement); each process keeps one
 * dedicated connection that LISTENs on it and hands each event to its own subscribers of those
 * users. When that connection is lost (a database restart, a failover), it connects again with
 * backoff and then tells every subscriber (`onGap`): events sent meanwhile never reached it.
 *
 * Presence: the realtime_connections table, one row per open stream with when it expires
 * (a beat moves it PRESENCE_TTL_MS ahead), so every instance counts the same users online and an
 * instance that dies leaves rows that simply expire. A change to one user's rows runs in a
 * transaction holding a lock on that user (pg_advisory_xact_lock), so the change that takes a
 * user from no rows to some (online) or from some to none (offline: the last stream closed, or
 * expired rows swept by any instance) is seen by exactly one transaction in one instance, whose
 * onPresenceChange listeners hear it.
 */
export class PostgresRealtime implements Realtime {
  readonly kind = "postgres";
  readonly browserConfig: BrowserConfig;
  readonly heartbeatMs: number;
  private readonly tag = randomBytes(4).toString("hex");
  /** This process, as its rows name it. */
  readonly instance = `${hostname()}:${process.pid}:${this.tag}`;
  /** The application_name of this instance's LISTEN connection (pg_stat_activity). */
  readonly listenerName = `realtime-listen:${this.tag}`;
  private readonly ttlMs: number;
  private readonly channel: string;
  private readonly connectionString: string;
  private readonly reconnectMs: { min: number; max: number };
  private readonly pool: pg.Pool;
  private readonly subscribers = new SubscriberSet();
  private readonly presenceListeners = new PresenceListeners();
  private readonly assembler = new NotificationAssembler();
  /** This process's open connections (closed with it). */
  private readonly local = new Map<string, string>();
  private readonly sweeper: NodeJS.Timeout;
  private listener: pg.Client | undefined;
  private listening: Promise<void> | undefined;
  private reconnecting = false;
  private closed = false;

  constructor(options: PostgresRealtimeOptions) {
    const timing = presenceTiming(options);
    this.heartbeatMs = timing.heartbeatMs;
    this.ttlMs = timing.presenceTtlMs;
    this.channel = options.channel ?? "realtime_events";
    if (!CHANNEL.test(this.channel)) throw new Error(`realtime: "${this.channel}" is not a channel name`);
    this.connectionString = options.connectionString;
    this.reconnectMs = options.reconnectMs ?? { min: 250, max: 10_000 };
    this.browserConfig = { kind: "sse", streamPath: options.streamPath ?? STREAM_PATH };
    this.pool = new pg.Pool({ connectionString: options.connectionString, max: options.poolMax ?? 3, application_name: "realtime" });
    // An idle connection the server dropped: the pool replaces it. Not listening for this would end the process.
    this.pool.on("error", (error) => log.error({ err: error }, "a pooled connection failed"));
    this.sweeper = setInterval(() => void this.sweep().catch((error: Error) => log.error({ err: error }, "sweep failed")), timing.sweepMs);
    this.sweeper.unref();
  }

  async publish(userId: string, event: RealtimeEvent): Promise<void> {
    await this.publishMany([userId], event);
  }

  async publishMany(userIds: readonly string[], event: RealtimeEvent): Promise<void> {
    const users = [...new Set(userIds)];
    if (users.length === 0) return;
    const payloads = encodeNotification({ users, event });
    // One statement: one transaction, so the parts of a large event are delivered together.
    await this.pool.query("SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload", [this.channel, payloads]);
  }

  async subscribe(userId: string, listener: (event: RealtimeEvent) => void, options: SubscribeOptions = {}): Promise<() => Promise<void>> {
    const remove = this.subscribers.add(userId, { listener, onGap: options.onGap });
    try {
      await this.listen();
    } catch (error) {
      remove();
      throw error;
    }
    return async () => remove();
  }

  async connectionOpened(userId: string, connectionId: string): Promise<void> {
    this.local.set(connectionId, userId);
    await this.change(userId, (client) =>
      client.query(
        `INSERT INTO realtime_connections (connection_id, user_id, instance, last_seen_at, expires_at)
         VALUES ($1, $2, $3, now(), now() + $4 * interval '1 millisecond')
         ON CONFLICT (connection_id) DO UPDATE SET last_seen_at = excluded.last_seen_at, expires_at = excluded.expires_at`,
        [connectionId, userId, this.instance, this.ttlMs],
      ),
    );
  }

  async heartbeat(userId: string, connectionId: string): Promise<void> {
    const { rowCount } = await this.pool.query(
      `UPDATE realtime_connections SET last_seen_at = now(), expires_at = now() + $3 * interval '1 millisecond'
       WHERE connection_id = $1 AND user_id = $2`,
      [connectionId, userId, this.ttlMs],
    );
    // Swept meanwhile (this process or its database stalled longer than the TTL): open again.
    if (rowCount === 0) await this.connectionOpened(userId, connectionId);
  }

  async connectionClosed(userId: string, connectionId: string): Promise<void> {
    this.local.delete(connectionId);
    await this.change(userId, (client) =>
      client.query("DELETE FROM realtime_connections WHERE connection_id = $1 AND user_id = $2", [connectionId, userId]),
    );
  }

  async onlineUserIds(userIds: readonly string[]): Promise<Set<string>> {
    const ids = [...new Set(userIds)].filter((id) => UUID.test(id));
    if (ids.length === 0) return new Set();
    const { rows } = await this.pool.query<{ user_id: string }>(
      "SELECT DISTINCT user_id FROM realtime_connections WHERE user_id = ANY($1::uuid[]) AND expires_at > now()",
      [ids],
    );
    // Answered in the caller's spelling of each id (uuid comes back in lower case).
    const online = new Set(rows.map((row) => row.user_id));
    return new Set(ids.filter((id) => online.has(id.toLowerCase())));
  }

  onPresenceChange(listener: PresenceListener): () => void {
    return this.presenceListeners.add(listener);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    clearInterval(this.sweeper);
    for (const [connectionId, userId] of [...this.local]) {
      await this.connectionClosed(userId, connectionId).catch((error: Error) => log.error({ err: error }, "closing a connection failed"));
    }
    this.closed = true;
    this.subscribers.clear();
    this.presenceListeners.clear();
    const listener = this.listener;
    this.listener = undefined;
    await Promise.allSettled([listener?.end(), this.pool.end()]);
  }

  /**
   * Removes expired rows, user by user (every instance does, every sweepMs): each user's change
   * runs under their lock, so the one that leaves a user with no rows announces them offline, once.
   */
  async sweep(): Promise<void> {
    const { rows } = await this.pool.query<{ user_id: string }>(
      "SELECT DISTINCT user_id FROM realtime_connections WHERE expires_at <= now() LIMIT 1000",
    );
    for (const { user_id: userId } of rows) await this.change(userId, async () => undefined);
  }

  /**
   * Runs `apply` on one user's rows in a transaction that holds that user's lock, removes the
   * user's expired rows, and announces the change: online when the user had no row before and has
   * one after, offline the other way round.
   */
  private async change(userId: string, apply: (client: pg.PoolClient) => Promise<unknown>): Promise<void> {
    const client = await this.pool.connect();
    let change: boolean | null = null;
    try {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock(hashtextextended('realtime_connections:' || $1, 0))", [userId]);
      const before = await hasRows(client, userId);
      await apply(client);
      await client.query("DELETE FROM realtime_connections WHERE user_id = $1 AND expires_at <= now()", [userId]);
      const after = await hasRows(client, userId);
      await client.query("COMMIT");
      change = before === after ? null : after;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    if (change !== null) this.presenceListeners.emit(userId, change);
  }

  /** Resolves once this process LISTENs (connecting first if it does not). */
  private listen(): Promise<void> {
    if (this.closed) return Promise.reject(new Error("realtime: closed"));
    this.listening ??= this.connectListener().catch((error: unknown) => {
      this.listening = undefined;
      throw error;
    });
    return this.listening;
  }

  private async connectListener(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: this.listenerName,
    });
    client.on("notification", (message) => {
      if (message.channel !== this.channel || message.payload === undefined) return;
      const notification = this.assembler.accept(message.payload);
      if (notification) this.subscribers.deliver(notification.users, notification.event);
    });
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      client.removeAllListeners("end");
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end();
      throw new Error("realtime: closed");
    }
    this.listener = client;
  }

  /** The listening connection is gone: listen again, with backoff, while anyone subscribes; then tell them. */
  private lost(client: pg.Client, error?: Error): void {
    if (this.listener !== client) return;
    this.listener = undefined;
    this.listening = undefined;
    this.assembler.reset();
    client.end().catch(() => undefined);
    if (this.closed) return;
    log.error({ err: error }, "lost the LISTEN connection; connecting again");
    void this.reconnect();
  }

  private async reconnect(): Promise<void> {
    if (this.reconnecting) return;
    this.reconnecting = true;
    let wait = this.reconnectMs.min;
    try {
      while (!this.closed && this.subscribers.size > 0) {
        try {
          await this.listen();
          this.subscribers.gap();
          return;
        } catch (error) {
          log.error({ err: error }, `LISTEN failed; trying again in ${wait} ms`);
          await new Promise((resolve) => setTimeout(resolve, wait * (0.75 + Math.random() / 2)));
          wait = Math.min(wait * 2, this.reconnectMs.max);
        }
      }
    } finally {
      this.reconnecting = false;
    }
  }
}

async function hasRows(client: pg.PoolClient, userId: string): Promise<boolean> {
  const { rows } = await client.query<{ exists: boolean }>("SELECT EXISTS (SELECT 1 FROM realtime_connections WHERE user_id = $1)", [
    userId,
  ]);
  return rows[0]!.exists;
}
