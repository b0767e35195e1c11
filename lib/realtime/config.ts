import { ConfigError } from "../config/settings";

/**
 * How live events reach browsers (lib/realtime): Pusher Channels when its keys are set; else
 * PostgreSQL LISTEN/NOTIFY between this site's own instances when DATABASE_URL is set; else an
 * in-process broker (the embedded database, one process).
 */
export type RealtimeConfig =
  | { kind: "embedded" }
  | { kind: "postgres"; databaseUrl: string }
  | {
      kind: "pusher";
      appId: string;
      key: string;
      secret: string;
      /** Pusher's cluster (eu, mt1, ap2…): api-{cluster}.pusher.com and ws-{cluster}.pusher.com. */
      cluster?: string;
      /** Instead of a cluster, a server of its own that speaks Pusher's protocol (soketi…): the host both the REST API and browsers reach, on `port`. */
      host?: string;
      port?: number;
      useTLS: boolean;
    };

export type RealtimeSource = {
  DATABASE_URL?: string;
  PUSHER_APP_ID?: string;
  PUSHER_KEY?: string;
  PUSHER_SECRET?: string;
  PUSHER_CLUSTER?: string;
  PUSHER_HOST?: string;
  PUSHER_PORT?: string;
  PUSHER_USE_TLS?: string;
};

const PUSHER_VARIABLES = [
  "PUSHER_APP_ID",
  "PUSHER_KEY",
  "PUSHER_SECRET",
  "PUSHER_CLUSTER",
  "PUSHER_HOST",
  "PUSHER_PORT",
  "PUSHER_USE_TLS",
] as const;

/** A host name or IPv4 address, or an IPv6 address in brackets: nothing else (no scheme, port or path). */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/i;

/**
 * The realtime configuration of these variables (empty ones count as unset). Pusher's are all or
 * nothing: PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET, with either PUSHER_CLUSTER or PUSHER_HOST
 * (and then PUSHER_PORT and PUSHER_USE_TLS, default true, if needed). A wrong or partial set
 * throws ConfigError naming the variables, never their values.
 */
export function realtimeConfig(source: RealtimeSource): RealtimeConfig {
  const value = (name: keyof RealtimeSource) => source[name] || undefined;
  const set = PUSHER_VARIABLES.filter((name) => value(name));
  if (set.length === 0) {
    const databaseUrl = value("DATABASE_URL");
    return databaseUrl ? { kind: "postgres", databaseUrl } : { kind: "embedded" };
  }
  const missing = (["PUSHER_APP_ID", "PUSHER_KEY", "PUSHER_SECRET"] as const).filter((name) => !value(name));
  if (missing.length > 0) {
    throw new ConfigError(
      `${set.join(", ")} set without ${missing.join(", ")}. Pusher needs PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET together, ` +
        "with PUSHER_CLUSTER or PUSHER_HOST; unset them all for server-sent events.",
    );
  }
  const cluster = value("PUSHER_CLUSTER");
  const host = value("PUSHER_HOST");
  if (Boolean(cluster) === Boolean(host)) {
    throw new ConfigError(
      cluster
        ? "Set PUSHER_CLUSTER (Pusher Channels) or PUSHER_HOST (a server of your own), not both."
        : "Pusher's keys are set: set PUSHER_CLUSTER too (for example eu or mt1), or PUSHER_HOST for a server of your own.",
    );
  }
  const credentials = { appId: value("PUSHER_APP_ID")!, key: value("PUSHER_KEY")!, secret: value("PUSHER_SECRET")! };
  if (cluster) {
    const stray = (["PUSHER_PORT", "PUSHER_USE_TLS"] as const).filter((name) => value(name));
    if (stray.length > 0) throw new ConfigError(`${stray.join(", ")} set with PUSHER_CLUSTER: they go with PUSHER_HOST only.`);
    if (!/^[a-z0-9-]+$/.test(cluster)) throw new ConfigError("PUSHER_CLUSTER must be a cluster's name, such as eu or mt1.");
    return { kind: "pusher", ...credentials, cluster, useTLS: true };
  }
  if (!HOST.test(host!)) {
    throw new ConfigError("PUSHER_HOST must be a host name or address alone (no scheme, port or path): put the port in PUSHER_PORT.");
  }
  const tls = value("PUSHER_USE_TLS") ?? "true";
  if (tls !== "true" && tls !== "false") throw new ConfigError("PUSHER_USE_TLS must be true or false.");
  const port = value("PUSHER_PORT");
  if (port !== undefined && !(/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535)) {
    throw new ConfigError("PUSHER_PORT must be a port number from 1 to 65535.");
  }
  return { kind: "pusher", ...credentials, host: host!.toLowerCase(), port: port ? Number(port) : undefined, useTLS: tls === "true" };
}

/**
 * The origins browsers open a WebSocket to for this configuration (wss://ws-{cluster}.pusher.com,
 * or PUSHER_HOST's), for the Content-Security-Policy's connect-src: none without Pusher (the
 * server-sent events come from our own origin). pusher-js is told to use WebSockets only
 * (lib/realtime/client.ts), so no fallback host needs allowing.
 */
export function realtimeOrigins(config: RealtimeConfig): string[] {
  if (config.kind !== "pusher") return [];
  if (config.cluster) return [`wss://ws-${config.cluster}.pusher.com`];
  const defaultPort = config.useTLS ? 443 : 80;
  const port = config.port && config.port !== defaultPort ? `:${config.port}` : "";
  return [`${config.useTLS ? "wss" : "ws"}://${config.host}${port}`];
}

/** realtimeOrigins from raw environment variables (next.config.ts): none when they are wrong (the server refuses them at start). */
export function realtimeOriginsFromEnv(source: Record<string, string | undefined>): string[] {
  try {
    return realtimeOrigins(realtimeConfig(source));
  } catch {
    return [];
  }
}
