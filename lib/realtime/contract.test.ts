/**
 * The Realtime contract (./contract.ts) against every implementation: the embedded broker, the
 * postgres adapter on the test database (two instances of it: one publishes, the other listens and
 * counts presence, as two servers would), and Pusher on soketi (test/soketi) with pusher-js clients
 * as the browsers.
 */
import { randomUUID } from "node:crypto";
import { createUser, resetDb } from "@/test/db";
import { pusherHarness, streaming, subscribed } from "@/test/realtime";
import { realtimeContract } from "./contract";
import { EmbeddedRealtime } from "./embedded";
import { PostgresRealtime } from "./postgres";
import type { PresenceListener } from "./types";

/** Short enough to see expiry in a test, two beats at least (presenceTiming). */
const timing = { heartbeatMs: 100, presenceTtlMs: 400 };

realtimeContract("embedded", async () => {
  const realtime = new EmbeddedRealtime(timing);
  return {
    realtime,
    newUser: async () => randomUUID(),
    listen: (userId) => subscribed(realtime, userId),
    present: (userId) => streaming(realtime, userId),
    presenceTtlMs: timing.presenceTtlMs,
    close: () => realtime.close(),
  };
});

realtimeContract("postgres, across two instances", async () => {
  await resetDb();
  const connectionString = process.env.TEST_DATABASE_URL!;
  const publisher = new PostgresRealtime({ connectionString, ...timing });
  const listener = new PostgresRealtime({ connectionString, ...timing });
  // Published through one instance, heard through the other; presence is the table both read, and
  // its changes are heard on the instance that made them (a sweep: either), as every server
  // listens to its own.
  const realtime = new Proxy(publisher, {
    get: (target, property) => {
      if (property === "onPresenceChange") {
        return (heard: PresenceListener) => {
          const stops = [publisher.onPresenceChange(heard), listener.onPresenceChange(heard)];
          return () => stops.forEach((stop) => stop());
        };
      }
      const own = property === "subscribe" ? listener : target;
      const value = Reflect.get(own, property, own) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(own) : value;
    },
  });
  return {
    realtime,
    newUser: async () => (await createUser({ role: "instructor" })).id,
    listen: (userId) => subscribed(listener, userId),
    present: (userId) => streaming(listener, userId),
    presenceTtlMs: timing.presenceTtlMs,
    close: async () => {
      await Promise.all([publisher.close(), listener.close()]);
    },
  };
});

realtimeContract("pusher, on soketi", pusherHarness);
