import { describe, expect, it } from "vitest";
import { securityHeaders } from "@/lib/http/security-headers";
import { realtimeOrigins, realtimeOriginsFromEnv } from "./config";

const keys = { appId: "1", key: "k", secret: "s" };
const connectSrc = (origins: string[]) =>
  securityHeaders(true, undefined, origins)
    .find((header) => header.key === "Content-Security-Policy")!
    .value.split("; ")
    .find((directive) => directive.startsWith("connect-src"));

describe("realtimeOrigins", () => {
  it("is Pusher's WebSocket host for a cluster, or the configured host with its scheme and a port other than the default", () => {
    expect(realtimeOrigins({ kind: "pusher", ...keys, cluster: "eu", useTLS: true })).toEqual(["wss://ws-eu.pusher.com"]);
    expect(realtimeOrigins({ kind: "pusher", ...keys, host: "soketi.example.org", useTLS: true })).toEqual(["wss://soketi.example.org"]);
    expect(realtimeOrigins({ kind: "pusher", ...keys, host: "soketi.example.org", port: 443, useTLS: true })).toEqual([
      "wss://soketi.example.org",
    ]);
    expect(realtimeOrigins({ kind: "pusher", ...keys, host: "127.0.0.1", port: 6001, useTLS: false })).toEqual(["ws://127.0.0.1:6001"]);
  });

  it("is nothing without Pusher (server-sent events come from our own origin), nor for a configuration the server would refuse", () => {
    expect(realtimeOrigins({ kind: "embedded" })).toEqual([]);
    expect(realtimeOrigins({ kind: "postgres", databaseUrl: "postgres://db/x" })).toEqual([]);
    expect(realtimeOriginsFromEnv({ PUSHER_KEY: "k" })).toEqual([]);
    expect(realtimeOriginsFromEnv({ PUSHER_APP_ID: "1", PUSHER_KEY: "k", PUSHER_SECRET: "s", PUSHER_CLUSTER: "ap2" })).toEqual([
      "wss://ws-ap2.pusher.com",
    ]);
  });

  it("is what the Content-Security-Policy's connect-src allows besides our own origin, and only then", () => {
    expect(connectSrc([])).toBe("connect-src 'self'");
    expect(connectSrc(["wss://ws-eu.pusher.com"])).toBe("connect-src 'self' wss://ws-eu.pusher.com");
  });
});
