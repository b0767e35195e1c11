import { afterEach, describe, expect, it, vi } from "vitest";
import { EmbeddedRealtime } from "./embedded";
import { createRealtime, getRealtime, setRealtimeForTests } from "./index";
import { PostgresRealtime } from "./postgres";
import { PusherRealtime } from "./pusher";
import { captureLogs } from "@/test/logs";

const pusher = { kind: "pusher" as const, appId: "1", key: "app-key", secret: "do-not-log-me", cluster: "eu", useTLS: true };

afterEach(() => {
  vi.restoreAllMocks();
  setRealtimeForTests();
});

describe("createRealtime", () => {
  it("chooses the adapter the configuration names, quietly", async () => {
    const logs = captureLogs();
    const embedded = createRealtime({ realtime: { kind: "embedded" }, serverless: false });
    expect(embedded).toBeInstanceOf(EmbeddedRealtime);
    const postgres = createRealtime({ realtime: { kind: "postgres", databaseUrl: "postgres://127.0.0.1:1/x" }, serverless: false });
    expect(postgres).toBeInstanceOf(PostgresRealtime);
    expect(createRealtime({ realtime: pusher, serverless: true })).toBeInstanceOf(PusherRealtime);
    expect(logs.messages("warn")).toEqual([]);
    await Promise.all([embedded.close(), postgres.close()]);
  });

  it("warns on a serverless host without Pusher, whose functions cannot hold streams", async () => {
    const logs = captureLogs();
    const realtime = createRealtime({ realtime: { kind: "embedded" }, serverless: true });
    expect(logs.messages("warn")).toContainEqual(
      expect.stringMatching(/serverless host.*PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET and PUSHER_CLUSTER/),
    );
    await realtime.close();
  });
});

describe("getRealtime", () => {
  it("answers one adapter per process from the configuration (embedded in the tests), or the one a test installed", async () => {
    const configured = getRealtime();
    expect(configured.kind).toBe("embedded");
    expect(getRealtime()).toBe(configured);
    const installed = new EmbeddedRealtime();
    setRealtimeForTests(installed);
    expect(getRealtime()).toBe(installed);
    setRealtimeForTests();
    expect(getRealtime()).toBe(configured);
    await installed.close();
  });
});
