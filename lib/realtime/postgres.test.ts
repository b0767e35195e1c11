/**
 * What only the postgres adapter does, on the test PostgreSQL: events past NOTIFY's 8000 bytes, the
 * LISTEN connection coming back after the server dropped it, and presence changes announced once
 * when several instances change one user's connections at the same moment. (The contract is in
 * contract.test.ts; two processes in postgres-instances.test.ts.)
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser, resetDb } from "@/test/db";
import { requirePostgres } from "@/test/postgres";
import { subscribed } from "@/test/realtime";
import { encodeNotification } from "./notification";
import { PostgresRealtime } from "./postgres";
import type { PresenceListener } from "./types";

const connectionString = () => process.env.TEST_DATABASE_URL!;
const timing = { heartbeatMs: 100, presenceTtlMs: 400 };
const made: PostgresRealtime[] = [];
const instance = (options: Partial<ConstructorParameters<typeof PostgresRealtime>[0]> = {}) => {
  const realtime = new PostgresRealtime({ connectionString: connectionString(), ...timing, ...options });
  made.push(realtime);
  return realtime;
};

beforeAll(async () => {
  await requirePostgres();
  await resetDb();
});
// Each test's instances stop with it: another test's would sweep (and announce) its users.
afterEach(async () => {
  await Promise.all(made.splice(0).map((realtime) => realtime.close()));
});

describe("events larger than a NOTIFY", () => {
  it("carries a 2,000-character message of the costliest characters, and an event of 200 KB, whole and in order", async () => {
    const realtime = instance();
    const userId = randomUUID();
    const listening = await subscribed(realtime, userId);
    // A control character is six bytes of JSON (\u0001): 2,000 of them alone are 12,000 bytes.
    const worst = { event: "message", data: { text: "\u0001".repeat(1000) + "😀".repeat(500) }, id: "m-worst" };
    const huge = { event: "bulk", data: { items: Array.from({ length: 2000 }, (_, n) => ({ n, text: "नमस्ते दुनिया ".repeat(5) })) } };
    const small = { event: "typing", data: { from: "x" } };
    expect(encodeNotification({ users: [userId], event: worst }).length).toBeGreaterThan(1);
    expect(encodeNotification({ users: [userId], event: huge }).length).toBeGreaterThan(20);
    await realtime.publish(userId, worst);
    await realtime.publish(userId, huge);
    await realtime.publish(userId, small);
    await vi.waitFor(() => expect(listening.events).toEqual([worst, huge, small]));
    await listening.stop();
  });

  it("publishMany to 500 users (their ids alone exceed a NOTIFY) reaches the last of them", async () => {
    const realtime = instance();
    const users = Array.from({ length: 500 }, () => randomUUID());
    const last = await subscribed(realtime, users.at(-1)!);
    await realtime.publishMany(users, { event: "presence", data: { online: true } });
    await vi.waitFor(() => expect(last.events).toEqual([{ event: "presence", data: { online: true } }]));
    await last.stop();
  });
});

describe("the LISTEN connection", () => {
  it("connects again after the server ends it, tells every subscriber that events may have been missed, and delivers again", async () => {
    const realtime = instance({ reconnectMs: { min: 20, max: 200 } });
    const userId = randomUUID();
    const gaps: string[] = [];
    const events: Record<string, unknown[]> = { "tab 1": [], "tab 2": [] };
    const stops = await Promise.all(
      ["tab 1", "tab 2"].map((tab) =>
        realtime.subscribe(userId, (event) => events[tab]!.push(event.data), { onGap: () => gaps.push(tab) }),
      ),
    );
    await realtime.publish(userId, { event: "message", data: "before" });
    await vi.waitFor(() => expect(events).toEqual({ "tab 1": ["before"], "tab 2": ["before"] }));

    // What a database restart or failover does to the connection.
    const admin = new pg.Client({ connectionString: connectionString() });
    await admin.connect();
    const { rowCount } = await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()",
      [realtime.listenerName],
    );
    await admin.end();
    expect(rowCount).toBe(1);

    await vi.waitFor(() => expect(gaps.sort()).toEqual(["tab 1", "tab 2"]));
    await realtime.publish(userId, { event: "message", data: "after" });
    await vi.waitFor(() => expect(events).toEqual({ "tab 1": ["before", "after"], "tab 2": ["before", "after"] }));
    await Promise.all(stops.map((stop) => stop()));
  });

  it("refuses a subscription, and a publish, when the database cannot be reached, rather than wait", async () => {
    const realtime = instance({ connectionString: "postgres://postgres@127.0.0.1:1/nowhere" });
    await expect(realtime.subscribe(randomUUID(), () => undefined)).rejects.toThrow(/ECONNREFUSED/);
    await expect(realtime.publish(randomUUID(), { event: "message", data: 1 })).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe("presence", () => {
  const heardBy = (instances: PostgresRealtime[]) => {
    const heard: Parameters<PresenceListener>[0][] = [];
    const stops = instances.map((realtime) => realtime.onPresenceChange((change) => heard.push(change)));
    return { heard, stop: () => stops.forEach((stop) => stop()) };
  };

  it("announces a user online once and offline once when three instances open and close their connections at the same moment", async () => {
    const instances = [instance(), instance(), instance()];
    const { heard, stop } = heardBy(instances);
    const userId = (await createUser({ role: "school" })).id;
    for (let round = 0; round < 5; round += 1) {
      const connections = instances.flatMap((realtime) => [0, 1].map(() => ({ realtime, id: randomUUID() })));
      await Promise.all(connections.map(({ realtime, id }) => realtime.connectionOpened(userId, id)));
      await Promise.all(connections.map(({ realtime, id }) => realtime.connectionClosed(userId, id)));
    }
    expect(heard).toEqual(
      Array.from({ length: 5 }, () => [
        { userId, online: true },
        { userId, online: false },
      ]).flat(),
    );
    stop();
  });

  it("announces an expired user offline once, however many instances sweep", async () => {
    const instances = [instance(), instance(), instance()];
    const { heard, stop } = heardBy(instances);
    const userId = (await createUser({ role: "instructor" })).id;
    await instances[0]!.connectionOpened(userId, randomUUID());
    await instances[1]!.connectionOpened(userId, randomUUID());
    await new Promise((resolve) => setTimeout(resolve, timing.presenceTtlMs + 50));
    await Promise.all(instances.flatMap((realtime) => [realtime.sweep(), realtime.sweep()]));
    expect(heard).toEqual([
      { userId, online: true },
      { userId, online: false },
    ]);
    expect(await instances[2]!.onlineUserIds([userId])).toEqual(new Set());
    stop();
  });

  it("counts expiry by the TTL of the instance that wrote the row, not the reader's", async () => {
    const long = instance({ heartbeatMs: 1000, presenceTtlMs: 10_000 });
    const short = instance();
    const userId = (await createUser({ role: "admin" })).id;
    const connectionId = randomUUID();
    await long.connectionOpened(userId, connectionId);
    await new Promise((resolve) => setTimeout(resolve, timing.presenceTtlMs + 50));
    await short.sweep();
    expect(await short.onlineUserIds([userId])).toEqual(new Set([userId]));
    await long.connectionClosed(userId, connectionId);
  });

  it("answers only ids that can be users, in the caller's spelling", async () => {
    const realtime = instance();
    const userId = (await createUser({ role: "admin" })).id;
    const connectionId = randomUUID();
    await realtime.connectionOpened(userId, connectionId);
    const upper = userId.toUpperCase();
    expect(await realtime.onlineUserIds([upper, "not-a-uuid", ""])).toEqual(new Set([upper]));
    await realtime.connectionClosed(userId, connectionId);
  });

  it("closing an instance closes its connections (their users go offline) and keeps the others'", async () => {
    const [leaving, staying] = [instance(), instance()];
    const { heard, stop } = heardBy([leaving, staying]);
    const [ana, ben] = [(await createUser({ role: "admin" })).id, (await createUser({ role: "school" })).id];
    await leaving.connectionOpened(ana, randomUUID());
    await leaving.connectionOpened(ben, randomUUID());
    await staying.connectionOpened(ben, randomUUID());
    await leaving.close();
    expect(await staying.onlineUserIds([ana, ben])).toEqual(new Set([ben]));
    expect(heard).toEqual([
      { userId: ana, online: true },
      { userId: ben, online: true },
      { userId: ana, online: false },
    ]);
    stop();
  });
});
