import { env, type Env } from "@/lib/config/env";
import { EmbeddedRealtime } from "./embedded";
import { PostgresRealtime } from "./postgres";
import { PusherRealtime } from "./pusher";
import type { Realtime } from "./types";
import { logFor } from "@/lib/observability/log";

const log = logFor("realtime");

export * from "./types";
export { eventFrame, eventStream, lastEventId, type EventStreamOptions } from "./sse";

/**
 * The adapter for a configuration (lib/realtime/config.ts): Pusher when its keys are set, else
 * PostgreSQL LISTEN/NOTIFY with DATABASE_URL, else the in-process broker. A serverless host
 * without Pusher gets a warning: its functions end with their response, so they can hold no
 * stream.
 */
export function createRealtime(config: Pick<Env, "realtime" | "serverless">): Realtime {
  const realtime = config.realtime;
  if (realtime.kind === "pusher") return new PusherRealtime(realtime);
  if (config.serverless) {
    log.warn(
      "Pusher's keys are not set on a serverless host: its functions cannot hold the server-sent event streams that chat's live " +
        "delivery and online status need. Set PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET and PUSHER_CLUSTER (.env.example).",
    );
  }
  if (realtime.kind === "postgres") return new PostgresRealtime({ connectionString: realtime.databaseUrl });
  return new EmbeddedRealtime();
}

/**
 * One adapter per process, on globalThis, unlike lib/storage and lib/payments: Next bundles each
 * route apart, and the message a route publishes must reach the stream another route holds open
 * in the same process (the embedded broker is in memory; the postgres adapter holds this process's
 * one LISTEN connection).
 */
type Holder = { configured?: Realtime; installed?: Realtime };
const globalHolder = globalThis as typeof globalThis & { __mmfRealtime?: Holder };
const holder: Holder = (globalHolder.__mmfRealtime ??= {});

/**
 * The realtime adapter, the one way services and routes reach live delivery and presence: the
 * adapter chosen from the configuration (created once per process), unless a test installed another.
 */
export function getRealtime(): Realtime {
  return holder.installed ?? (holder.configured ??= createRealtime(env()));
}

/**
 * Tests only: makes getRealtime() answer `realtime` (an EmbeddedRealtime with a short TTL, a
 * PostgresRealtime on the test database, a PusherRealtime on soketi…); without an argument, the
 * configured adapter again. The caller closes what it installed.
 */
export function setRealtimeForTests(realtime?: Realtime): void {
  holder.installed = realtime;
}
