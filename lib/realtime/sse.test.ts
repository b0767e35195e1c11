import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { framedEvents, readFrames } from "@/test/event-stream";
import { EmbeddedRealtime } from "./embedded";
import { PusherRealtime } from "./pusher";
import { eventFrame, eventStream, lastEventId } from "./sse";
import type { PresenceListener, Realtime, RealtimeEvent, SubscribeOptions } from "./types";

const made: EmbeddedRealtime[] = [];
const embedded = () => {
  const realtime = new EmbeddedRealtime({ heartbeatMs: 40, presenceTtlMs: 120 });
  made.push(realtime);
  return realtime;
};
afterEach(async () => {
  await Promise.all(made.splice(0).map((realtime) => realtime.close()));
});

/** The adapter, with a hand on the onGap callbacks its subscribers gave. */
function withGaps(realtime: Realtime): { realtime: Realtime; gap(): void } {
  const gaps: (() => void)[] = [];
  const proxy = new Proxy(realtime, {
    get: (target, property) => {
      if (property === "subscribe") {
        return (userId: string, listener: (event: RealtimeEvent) => void, options: SubscribeOptions = {}) => {
          if (options.onGap) gaps.push(options.onGap);
          return target.subscribe(userId, listener, options);
        };
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { realtime: proxy, gap: () => gaps.forEach((gap) => gap()) };
}

describe("eventStream", () => {
  it("answers an unbuffered text/event-stream that starts with retry and carries the user's events as frames", async () => {
    const realtime = embedded();
    const userId = randomUUID();
    const response = await eventStream({ realtime, userId, signal: new AbortController().signal, retryMs: 1500 });
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    });
    const { frames, cancel } = readFrames(response.body!);
    await vi.waitFor(() => expect(frames[0]).toEqual({ retry: 1500 }));
    const message = { event: "message", data: { text: 'line one\nline two\u2028 "quoted"' }, id: "m-1" };
    const typing = { event: "typing", data: { from: "x" } };
    await realtime.publish(userId, message);
    await realtime.publish(userId, typing);
    await realtime.publish(randomUUID(), { event: "message", data: "someone else's" });
    await vi.waitFor(() => expect(framedEvents(frames)).toEqual([message, typing]));
    expect(frames.find((frame) => frame.event === "typing")).not.toHaveProperty("id");
    await cancel();
  });

  it("beats: a comment line every heartbeat, and presence kept past the TTL while the stream is open", async () => {
    const realtime = embedded();
    const userId = randomUUID();
    const aborter = new AbortController();
    const { frames } = readFrames((await eventStream({ realtime, userId, signal: aborter.signal })).body!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(frames.filter((frame) => frame.comment === "ping").length).toBeGreaterThanOrEqual(4);
    expect(await realtime.onlineUserIds([userId])).toEqual(new Set([userId]));
    aborter.abort();
  });

  it("sends the catch-up first, then what was published meanwhile, and an event of the catch-up only once", async () => {
    const realtime = embedded();
    const userId = randomUUID();
    let release!: () => void;
    const catchUpRead = new Promise<void>((resolve) => (release = resolve));
    const missed = [
      { event: "message", data: "missed 1", id: "m-1" },
      { event: "message", data: "missed 2", id: "m-2" },
    ];
    const response = await eventStream({
      realtime,
      userId,
      signal: new AbortController().signal,
      catchUp: async () => {
        await catchUpRead;
        return missed;
      },
    });
    const { frames, cancel } = readFrames(response.body!);
    // Published while the catch-up is read: m-2 is in both, m-3 only live.
    await realtime.publish(userId, { event: "message", data: "missed 2", id: "m-2" });
    await realtime.publish(userId, { event: "typing", data: {} });
    await realtime.publish(userId, { event: "message", data: "new", id: "m-3" });
    release();
    await vi.waitFor(() => expect(framedEvents(frames)).toHaveLength(4));
    expect(framedEvents(frames)).toEqual([...missed, { event: "typing", data: {} }, { event: "message", data: "new", id: "m-3" }]);
    await realtime.publish(userId, { event: "message", data: "missed 2", id: "m-2" });
    await realtime.publish(userId, { event: "message", data: "later", id: "m-4" });
    await vi.waitFor(() => expect(framedEvents(frames).at(-1)).toEqual({ event: "message", data: "later", id: "m-4" }));
    expect(framedEvents(frames)).toHaveLength(5);
    await cancel();
  });

  it.each([
    ["the request is aborted (the browser left)", "abort"],
    ["the body is cancelled", "cancel"],
  ] as const)("when %s, unsubscribes and closes the connection: the user goes offline", async (_, how) => {
    const realtime = embedded();
    const heard: Parameters<PresenceListener>[0][] = [];
    realtime.onPresenceChange((change) => heard.push(change));
    const userId = randomUUID();
    const aborter = new AbortController();
    const { frames, cancel, done } = readFrames((await eventStream({ realtime, userId, signal: aborter.signal })).body!);
    expect(heard).toEqual([{ userId, online: true }]);
    if (how === "abort") aborter.abort();
    else await cancel();
    await done;
    await vi.waitFor(() =>
      expect(heard).toEqual([
        { userId, online: true },
        { userId, online: false },
      ]),
    );
    const before = frames.length;
    await realtime.publish(userId, { event: "message", data: "too late" });
    expect(frames).toHaveLength(before);
    expect(await realtime.onlineUserIds([userId])).toEqual(new Set());
  });

  it("ends the stream when events may have been missed (onGap), so the browser reconnects and catches up", async () => {
    const base = embedded();
    const { realtime, gap } = withGaps(base);
    const userId = randomUUID();
    const { done } = readFrames((await eventStream({ realtime, userId, signal: new AbortController().signal })).body!);
    gap();
    await done;
    await vi.waitFor(async () => expect(await base.onlineUserIds([userId])).toEqual(new Set()));
  });

  it("ends the stream of a browser that leaves too much unread, and releases it", async () => {
    const realtime = embedded();
    const userId = randomUUID();
    const response = await eventStream({ realtime, userId, signal: new AbortController().signal, maxQueuedBytes: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    for (let n = 0; n < 50; n += 1) await realtime.publish(userId, { event: "message", data: "x".repeat(100), id: `m-${n}` });
    await vi.waitFor(async () => expect(await realtime.onlineUserIds([userId])).toEqual(new Set()));
    // What was queued is still readable, then the end.
    const { frames, done } = readFrames(response.body!);
    await done;
    expect(framedEvents(frames).length).toBeLessThan(50);
  });

  it("throws to the route when it cannot listen (Pusher has no streams), holding nothing", async () => {
    const pusher = new PusherRealtime({ appId: "1", key: "k", secret: "s", host: "127.0.0.1", port: 1, useTLS: false });
    await expect(eventStream({ realtime: pusher, userId: randomUUID(), signal: new AbortController().signal })).rejects.toThrow(/Pusher/);
  });
});

describe("eventFrame and lastEventId", () => {
  it("writes one data line of JSON, leaving out an id that could break the framing and cleaning the name", () => {
    expect(eventFrame({ event: "message", data: { a: "x\ny" }, id: "42" })).toBe('id: 42\nevent: message\ndata: {"a":"x\\ny"}\n\n');
    expect(eventFrame({ event: "typ\ning", data: undefined, id: "4\n2" })).toBe("event: typing\ndata: null\n\n");
  });

  it("reads Last-Event-ID", () => {
    expect(lastEventId(new Request("http://x/", { headers: { "Last-Event-ID": " m-7 " } }))).toBe("m-7");
    expect(lastEventId(new Request("http://x/"))).toBeNull();
  });
});
